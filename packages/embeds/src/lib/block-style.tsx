/** Props of BlockStyle. */
interface BlockStyleProps {
  /** Unique name of the stylesheet, e.g. 'weather-report'. */
  name: string;
  /** The CSS text; uses only `--nsv-` tokens. */
  css: string;
}

/**
 * Renders a block's stylesheet through React 19's style hoisting: React puts it in <head> once,
 * however many blocks use it, also in server-rendered HTML, so a block needs no CSS import.
 */
export function BlockStyle({ name, css }: BlockStyleProps) {
  return (
    <style href={`nsv-embeds-${name}`} precedence="nsv-embeds">
      {css}
    </style>
  );
}
