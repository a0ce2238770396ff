import { useEffect, useRef, useState } from 'react';

/**
 * After a refusal that names fields, the first field marked invalid takes the focus: on a phone the banner at
 * the top does not show which field, and the field announces its own error (aria-describedby).
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return { container, refused: () => setRefusals((n) => n + 1) };
}
