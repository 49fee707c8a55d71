import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps an uncontrolled GET form (fields with `defaultValue`) in step with the URL: after Back or
 * Forward the fields would otherwise keep the last choice while the URL and the list are another's.
 * `put` writes the URL's values into the form whenever `key` (those values, as one string) changes.
 * Not a remount (a React key): that would drop the focus from the field or button just used. Not on
 * the first render either: what the visitor chose before hydration stays.
 */
export function useFieldsFromUrl(
  form: RefObject<HTMLFormElement | null>,
  key: string,
  put: (form: HTMLFormElement) => void,
) {
  const mounted = useRef(false);
  const latest = useRef(put);
  latest.current = put;
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (form.current) latest.current(form.current);
  }, [form, key]);
}
