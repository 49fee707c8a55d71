import { useEffect, useRef, type RefObject } from 'react';
import { useNavigationType } from 'react-router';

/** What the form's fields say now, as one string (the GET query it would send). */
function fieldsOf(form: HTMLFormElement): string {
  const values = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values.append(name, value);
  }
  return values.toString();
}

/**
 * Keeps an uncontrolled GET form (fields with `defaultValue`) in step with the URL: after Back or
 * Forward the fields would otherwise keep the last choice while the URL and the list are another's.
 * `put` writes the URL's values into the form whenever `key` (those values, as one string) changes:
 * always after Back or Forward (the URL wins), after any other navigation only when the visitor has
 * not changed the form since it last showed the URL. So what someone types while their last search
 * is still loading is not overwritten when it arrives, while a link to other values still updates
 * an untouched form. Not a remount (a React key): that would drop the focus from the field or
 * button just used. Not on the first render either: what the visitor chose before hydration stays.
 */
export function useFieldsFromUrl(
  form: RefObject<HTMLFormElement | null>,
  key: string,
  put: (form: HTMLFormElement) => void,
) {
  const navigationType = useNavigationType();
  /** The form's fields when they were last held against the URL (null before the first effect). */
  const shown = useRef<string | null>(null);
  const latest = useRef(put);
  latest.current = put;
  useEffect(() => {
    const current = form.current;
    if (!current) return;
    if (shown.current !== null) {
      const untouched = fieldsOf(current) === shown.current;
      if (navigationType === 'POP' || untouched) latest.current(current);
    }
    shown.current = fieldsOf(current);
  }, [form, key, navigationType]);
}
