import type { LegalDocument } from './legal-document';
import { RichParagraphs } from './rich-text';

/** A legal document: its table of contents, introduction and numbered sections. */
export function LegalDocumentView({ name, document, figures, contentsLabel }: {
  name: string;
  document: LegalDocument;
  figures: Readonly<Record<string, string>>;
  contentsLabel: string;
}) {
  const sections = Object.entries(document.sections);
  const anchor = (key: string) => `${name}-${key}`;
  return (
    <div className="lg-document">
      <nav className="lg-toc" aria-label={contentsLabel}>
        <h2 className="lg-toc__title">{contentsLabel}</h2>
        <ol>
          {sections.map(([key, section]) => (
            <li key={key}>
              <a href={`#${anchor(key)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="lg-document__body">
        <RichParagraphs paragraphs={document.intro} figures={figures} />
        {sections.map(([key, section]) => (
          <section key={key} id={anchor(key)} className="lg-document__section" aria-labelledby={`${anchor(key)}-heading`}>
            <h2 id={`${anchor(key)}-heading`}>{section.heading}</h2>
            <RichParagraphs paragraphs={section.paragraphs} figures={figures} />
          </section>
        ))}
      </div>
    </div>
  );
}
