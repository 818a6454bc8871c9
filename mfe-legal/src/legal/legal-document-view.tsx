import type { LegalDocument } from './legal-document';
import { RichParagraphs } from './rich-text';

const anchor = (name: string, key: string) => `${name}-${key}`;

/** A legal document's table of contents: its numbered section headings, linked. */
export function LegalContents({ name, document, label }: { name: string; document: LegalDocument; label: string }) {
  return (
    <nav className="lg-toc" aria-label={label}>
      <h2 className="lg-toc__title">{label}</h2>
      <ol>
        {Object.entries(document.sections).map(([key, section]) => (
          <li key={key}>
            <a href={`#${anchor(name, key)}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A legal document's text: its introduction and numbered sections, figures filled in. */
export function LegalDocumentView({ name, document, figures }: {
  name: string;
  document: LegalDocument;
  figures: Readonly<Record<string, string>>;
}) {
  return (
    <div className="lg-document">
      <RichParagraphs paragraphs={document.intro} figures={figures} />
      {Object.entries(document.sections).map(([key, section]) => (
        <section key={key} id={anchor(name, key)} className="lg-document__section" aria-labelledby={`${anchor(name, key)}-heading`}>
          <h2 id={`${anchor(name, key)}-heading`}>{section.heading}</h2>
          <RichParagraphs paragraphs={section.paragraphs} figures={figures} />
        </section>
      ))}
    </div>
  );
}
