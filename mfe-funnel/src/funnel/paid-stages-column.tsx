import { useRef } from 'react';
import { useStageScroll } from './use-stage-scroll';
import { PaidStages, type PaidStagesProps } from './paid-stages';

/**
 * The paid stages on a page of their own (/payment with a scan email, /return, /order): the
 * column (wide for the checkout), scrolled to the top on every stage change with focus on the
 * new heading (docs/product.md#lookup-funnel). Mounted when the paid part starts, so its first stage takes no focus.
 */
export function PaidStagesColumn(props: PaidStagesProps) {
  const container = useRef<HTMLDivElement>(null);
  const { stage } = props.flow.state;
  useStageScroll(stage, container);
  return (
    <div ref={container} className={stage === 'payment' ? 'fn-pg__column fn-pg__column--wide' : 'fn-pg__column'}>
      <PaidStages {...props} />
    </div>
  );
}
