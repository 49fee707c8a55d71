import { useEffect, useRef, type RefObject } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Keeps an uncontrolled GET form (fields with `defaultValue`) in step with the URL: after Back or
 * Forward the fields would otherwise keep the last choice while the URL and the list are another's.
 * `put` writes the URL's values into the form whenever `key` (those values, as one string) changes:
 * always after Back or Forward (the URL wins), after any other navigation only when the visitor has
 * not changed the form since it last followed the URL. So what someone types while their last
 * search is still loading is not overwritten when it arrives, while a link to other values still
 * updates a form the visitor left alone.
 *
 * The visitor's changes are told by their `input` and `change` events, not by comparing the fields:
 * React writes a new `defaultValue` into a field the visitor never touched before this effect runs,
 * which would look like an edit. Not a remount (a React key): that would drop the focus from the
 * field or button just used. Not on the first render either: what the visitor chose before
 * hydration stays.
 */
export function useFieldsFromUrl(
  form: RefObject<HTMLFormElement | null>,
  key: string,
  put: (form: HTMLFormElement) => void,
) {
  const navigationType = useNavigationType();
  /** Whether the visitor changed a field since the form last followed the URL. */
  const edited = useRef(false);
  /** The key the form last followed (null before the first effect: the server's form stays). */
  const followed = useRef<string | null>(null);
  const latest = useRef(put);
  latest.current = put;

  useEffect(() => {
    const current = form.current;
    if (!current) return;
    const onEdit = () => {
      edited.current = true;
    };
    current.addEventListener('input', onEdit);
    current.addEventListener('change', onEdit);
    return () => {
      current.removeEventListener('input', onEdit);
      current.removeEventListener('change', onEdit);
    };
  }, [form]);

  useEffect(() => {
    const current = form.current;
    if (!current) return;
    const changed = followed.current !== null && followed.current !== key;
    if (changed && (navigationType === 'POP' || !edited.current)) latest.current(current);
    followed.current = key;
    edited.current = false;
  }, [form, key, navigationType]);
}
