import type { ReactNode } from 'react';
import { classNames, TemplateHeading } from './template-parts';

export interface FunnelStageTemplateProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Above the title: a back link or a step indicator. */
  top?: ReactNode;
  /** Beside the main column on wide screens, below it on phones (e.g. the order summary). */
  aside?: ReactNode;
  /** The stage's main actions, kept together under the content. */
  actions?: ReactNode;
  /** Lets a stage move focus to its heading when it starts (id of the h1). */
  titleId?: string;
  children: ReactNode;
  className?: string;
}

/**
 * The frame of one funnel stage (scan, payment, order): a narrow column, the stage title, its
 * content and actions; an optional aside becomes a second column on wide screens.
 *
 * @example
 *   <FunnelStageTemplate title={t('payment.title')} aside={<OrderSummary />} actions={<Button>Pay</Button>}>
 *     <CardForm />
 *   </FunnelStageTemplate>
 */
export function FunnelStageTemplate({ title, subtitle, top, aside, actions, titleId, children, className }: FunnelStageTemplateProps) {
  return (
    <div
      className={classNames('ms-template ms-template--funnel ms-container', aside ? 'ms-template--with-aside' : undefined, className)}
      data-template="funnel-stage"
    >
      {top ? <div className="ms-template__top">{top}</div> : null}
      <TemplateHeading title={title} subtitle={subtitle} titleId={titleId} />
      <div className="ms-template__columns">
        <div className="ms-template__main">
          {children}
          {actions ? <div className="ms-template__actions">{actions}</div> : null}
        </div>
        {aside ? <aside className="ms-template__aside">{aside}</aside> : null}
      </div>
    </div>
  );
}
