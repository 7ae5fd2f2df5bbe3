import { Fragment, type ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s,;]+[^\s,;.)])/g;

/** A text's web addresses as links, the rest as it is. */
function withLinks(text: string): ReactNode {
  const parts = text.split(URL_PATTERN);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} rel="noopener noreferrer" target="_blank">
        {part.replace(/^https?:\/\//, '')}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Paragraphs are lines (or blank-line separated runs of lines); lines starting '- ' make a list. */
export function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.split(/\r?\n/).map((each) => each.trim())) {
    if (!line) continue;
    const item = /^[-*]\s+(.*)$/.exec(line);
    const last = blocks[blocks.length - 1];
    if (item && last?.kind === 'list') last.items.push(item[1]);
    else if (item) blocks.push({ kind: 'list', items: [item[1]] });
    else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

/**
 * A page text the bank edits as plain text: one paragraph a line, '- ' items as a list, and web
 * addresses as links (to RBI's portals, the cyber-crime site).
 */
export function RichText({ text }: { text: string | null | undefined }) {
  return blocksOf(text ?? '').map((block, index) =>
    block.kind === 'paragraph' ? (
      <p key={index}>{withLinks(block.text)}</p>
    ) : (
      <ul key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>{withLinks(item)}</li>
        ))}
      </ul>
    ),
  );
}
