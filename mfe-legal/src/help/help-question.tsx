import { useState } from 'react';
import { RichParagraphs } from '../legal/rich-text';

/** An expandable question: a button in the heading with aria-expanded / aria-controls. */
export function HelpQuestion({ id, question, answer, figures = {} }: {
  id: string;
  question: string;
  answer: readonly string[];
  figures?: Readonly<Record<string, string>>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`lg-question${open ? ' lg-question--open' : ''}`}>
      <h3 className="lg-question__heading">
        <button
          id={`${id}-question`}
          type="button"
          className="lg-question__toggle"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{question}</span>
          <span className="lg-question__icon" aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-answer`} className="lg-question__answer" hidden={!open}>
        <RichParagraphs paragraphs={answer} figures={figures} />
      </div>
    </div>
  );
}
