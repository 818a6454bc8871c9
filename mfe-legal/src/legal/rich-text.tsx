import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fillPlaceholders } from './fill-placeholders';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** One line of text with its `[label](href)` links: app paths as router links, others as anchors. */
export function RichLine({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith('/') ? (
        <Link key={match.index} to={href}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href}>
          {label}
        </a>
      ),
    );
    last = (match.index ?? 0) + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

/** Paragraphs with figures filled in; consecutive lines starting with '- ' become one list. */
export function RichParagraphs({ paragraphs, figures }: { paragraphs: readonly string[]; figures: Readonly<Record<string, string>> }) {
  const blocks: Array<{ kind: 'p'; text: string } | { kind: 'ul'; items: string[] }> = [];
  for (const raw of paragraphs) {
    const text = fillPlaceholders(raw, figures);
    const previous = blocks[blocks.length - 1];
    if (text.startsWith('- ')) {
      if (previous?.kind === 'ul') previous.items.push(text.slice(2));
      else blocks.push({ kind: 'ul', items: [text.slice(2)] });
    } else {
      blocks.push({ kind: 'p', text });
    }
  }
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'p' ? (
          <p key={index}>
            <RichLine text={block.text} />
          </p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <RichLine text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
