import { createContext, useContext } from 'react';

/**
 * Where a report's pictures are read: the signed-in admin's file route, or, on a shared report, the share
 * link's own (which serves only that report's pictures).
 */
export const FileUrlContext = createContext((path: string) => `/files/${path}`);
export const useFileUrl = () => useContext(FileUrlContext);
