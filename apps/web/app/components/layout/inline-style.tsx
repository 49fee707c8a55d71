/**
 * A stylesheet of a route or component, inlined as a React 19 hoisted `<style>`: on a first visit
 * it arrives inside the HTML's head, so no render-blocking stylesheet request holds back the first
 * paint on a slow connection; on a client-side navigation React inserts it into the head once,
 * before the component shows. React keeps one `<style>` per `id`. React ranks precedences in the
 * order it first meets them: the shell's styles (root.tsx, `shell`) come before those of routes and
 * components (`route`, the default), so a route's rule wins over the shell's of equal specificity.
 */
export function InlineStyle({
  id,
  css,
  precedence = 'route',
}: {
  id: string;
  css: string;
  precedence?: 'shell' | 'route';
}) {
  return (
    <style href={id} precedence={precedence}>
      {css}
    </style>
  );
}
