import { Fragment } from "react";

/**
 * Chat text with **bold** and line breaks, rendered as React elements: no
 * HTML is ever parsed, so nothing the server or the person wrote can inject markup.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {text.split("\n").map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {line.split(/(\*\*[^*]+\*\*)/g).map((part, partIndex) =>
            /^\*\*[^*]+\*\*$/.test(part) ? <strong key={partIndex}>{part.slice(2, -2)}</strong> : <Fragment key={partIndex}>{part}</Fragment>,
          )}
        </Fragment>
      ))}
    </>
  );
}
