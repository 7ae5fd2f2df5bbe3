import { Fragment, cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\d+)>(.*?)<\/\1>|<(\d+)\/>/g;

/**
 * A translated message with elements inside it, as Lingui writes them: '<0>DICGC</0>' is the
 * element parts[0] around the words 'DICGC', '<1/>' the element parts[1] as it is. The words stay
 * the translator's, in their order; the elements (links, emphasis) stay the code's.
 */
export function RichMessage({ message, parts }: { message: string; parts: readonly ReactElement[] }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const found of message.matchAll(TAG)) {
    nodes.push(message.slice(last, found.index));
    const index = Number(found[1] ?? found[3]);
    const part = parts[index];
    const key = `part-${found.index}`;
    if (part) nodes.push(found[1] === undefined ? cloneElement(part, { key }) : cloneElement(part, { key }, found[2]));
    else nodes.push(found[0]);
    last = found.index + found[0].length;
  }
  nodes.push(message.slice(last));
  return <Fragment>{nodes}</Fragment>;
}
