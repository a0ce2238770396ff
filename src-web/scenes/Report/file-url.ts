import { createContext, useContext } from 'react';

/**
 * Where a report's pictures are read: the signed-in admin's file route, or, on a shared report, the share
 * link's own (which serves only that report's pictures, by attachment id: a shared report has no paths).
 */
export const FileUrlContext = createContext(
  (picture: { id: string; path?: string }) => `/files/${picture.path ?? ''}`,
);
export const useFileUrl = () => useContext(FileUrlContext);
