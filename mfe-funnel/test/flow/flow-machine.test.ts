import type { ScanResultsResponse } from '@mailscout/contracts';
import { canSend, flowReducer, startFlow, titleStage, type FlowEvent, type FlowEventType, type FlowStage, type FlowState } from '../../src/flow/flow-machine';

const results = { results: { target: 'jane@example.com' } } as unknown as ScanResultsResponse;

/** Every event type, with a payload, to try in every stage. */
const EVENTS: Record<FlowEventType, FlowEvent> = {
  checksDone: { type: 'checksDone' },
  ageConfirmed: { type: 'ageConfirmed' },
  billingSubmitted: { type: 'billingSubmitted', route: 'payment', billingEmail: 'buyer@example.com' },
  orderSubmitted: { type: 'orderSubmitted', target: 'jane@example.com', billingEmail: 'buyer@example.com' },
  creditsChecked: { type: 'creditsChecked', route: 'payment' },
  paid: { type: 'paid', billingEmail: 'buyer@example.com', requestId: 'request-0001' },
  creditUsed: { type: 'creditUsed', billingEmail: 'jane.doe@example.com', requestId: 'request-0002' },
  scanCompleted: { type: 'scanCompleted', results },
  scanFailed: { type: 'scanFailed' },
  lookUpAnother: { type: 'lookUpAnother' },
  freshChosen: { type: 'freshChosen' },
  restore: { type: 'restore', stage: 'emailSubmit' },
};

const run = (state: FlowState, ...events: FlowEvent[]) => events.reduce(flowReducer, state);
const at = (stage: FlowStage, entry: FlowState['entry'] = 'lookup'): FlowState => ({ ...startFlow(entry, 'jane@example.com'), stage });

describe('the funnel’s stage machine (docs/product.md#processing, docs/product.md#states)', () => {
  it('each entry starts at its stage: the checks, the order form, payment, processing', () => {
    expect(startFlow('lookup', 'jane@example.com')).toEqual({
      entry: 'lookup',
      stage: 'initiatingLookup',
      target: 'jane@example.com',
      billingEmail: '',
      results: null,
      attempt: 1,
      requestId: null,
      fresh: false,
    });
    expect(startFlow('order').stage).toBe('orderEmail');
    expect(startFlow('payment', 'jane@example.com', 'me@example.com')).toMatchObject({ stage: 'payment', billingEmail: 'me@example.com' });
    expect(startFlow('return', 'jane@example.com', 'buyer@example.com')).toMatchObject({ stage: 'processing', billingEmail: 'buyer@example.com' });
  });

  it('lookup: checks → age gate → billing email → payment → processing → results', () => {
    const steps: FlowStage[] = [];
    let state = startFlow('lookup', 'jane@example.com');
    for (const event of [EVENTS.checksDone, EVENTS.ageConfirmed, EVENTS.billingSubmitted, EVENTS.paid, EVENTS.scanCompleted]) {
      state = flowReducer(state, event);
      steps.push(state.stage);
    }
    expect(steps).toEqual(['retrievingOwner', 'emailSubmit', 'payment', 'processing', 'results']);
    expect(state.billingEmail).toBe('buyer@example.com');
    expect(state.results).toBe(results);
  });

  it('a billing email with credits goes to payment (docs/decisions.md#never-twice); the credit used there leads to processing, with its account’s email and the scan’s request id', () => {
    const submitted = run(at('emailSubmit'), { type: 'billingSubmitted', route: 'payment', billingEmail: 'jane.doe@example.com' });
    expect(submitted).toMatchObject({ stage: 'payment', billingEmail: 'jane.doe@example.com', requestId: null });
    expect(run(submitted, EVENTS.creditUsed)).toMatchObject({ stage: 'processing', billingEmail: 'jane.doe@example.com', requestId: 'request-0002' });
  });

  it('a new report anyway is remembered in the flow (docs/decisions.md#never-twice)', () => {
    expect(run(at('emailSubmit'), EVENTS.freshChosen).fresh).toBe(true);
    expect(run(at('payment'), EVENTS.freshChosen).fresh).toBe(true);
    expect(run(at('processing'), EVENTS.freshChosen).fresh).toBe(false);
  });

  it('restore puts the flow at a stage it reached, keeping what it knows (docs/decisions.md#funnel-memory)', () => {
    const paying = run(at('emailSubmit'), EVENTS.billingSubmitted);
    const back = run(paying, { type: 'restore', stage: 'emailSubmit' });
    expect(back).toMatchObject({ stage: 'emailSubmit', billingEmail: 'buyer@example.com' });
    expect(run(back, { type: 'restore', stage: 'payment' }).stage).toBe('payment');
    const same = at('payment');
    expect(run(same, { type: 'restore', stage: 'payment' })).toBe(same);
  });

  it('paying sets the billing email the checkout ended with', () => {
    const state = run({ ...at('payment'), billingEmail: 'typed@example.com' }, { type: 'paid', billingEmail: 'paid@example.com', requestId: 'request-0003' });
    expect(state.billingEmail).toBe('paid@example.com');
  });

  it('a scan error goes back to payment, and paying again scans again', () => {
    const failed = run(at('processing'), EVENTS.scanFailed);
    expect(failed.stage).toBe('payment');
    expect(run(failed, EVENTS.paid).stage).toBe('processing');
  });

  it('order: email → age gate → credit check → payment or processing → results; Look Up Another starts again with a new attempt', () => {
    const gate = run(startFlow('order'), EVENTS.orderSubmitted);
    expect(gate).toMatchObject({ stage: 'ageGate', target: 'jane@example.com', billingEmail: 'buyer@example.com' });
    const checking = run(gate, EVENTS.ageConfirmed);
    expect(checking.stage).toBe('creditCheck');
    const paying = run(checking, EVENTS.creditsChecked);
    expect(paying).toMatchObject({ stage: 'payment', attempt: 1 });
    const done = run(paying, EVENTS.paid, EVENTS.scanCompleted);
    expect(done.stage).toBe('results');
    const again = run(done, EVENTS.lookUpAnother);
    expect(again).toEqual({ entry: 'order', stage: 'orderEmail', target: null, billingEmail: '', results: null, attempt: 1, requestId: null, fresh: false });
    expect(run(again, EVENTS.orderSubmitted, EVENTS.ageConfirmed, EVENTS.creditsChecked).attempt).toBe(2);
  });

  /** What each stage accepts; everything else must leave the state as it is. */
  const LEGAL: Record<FlowStage, FlowEventType[]> = {
    initiatingLookup: ['checksDone', 'restore'],
    retrievingOwner: ['ageConfirmed', 'restore'],
    emailSubmit: ['billingSubmitted', 'freshChosen', 'restore'],
    orderEmail: ['orderSubmitted', 'restore'],
    ageGate: ['ageConfirmed', 'restore'],
    creditCheck: ['creditsChecked', 'restore'],
    payment: ['paid', 'creditUsed', 'freshChosen', 'restore'],
    processing: ['scanCompleted', 'scanFailed', 'restore'],
    results: ['lookUpAnother', 'restore'],
  };
  const illegal = (Object.keys(LEGAL) as FlowStage[]).flatMap((stage) =>
    (Object.keys(EVENTS) as FlowEventType[]).filter((type) => !LEGAL[stage].includes(type)).map((type) => [stage, type] as const),
  );

  it.each(illegal)('in %s, %s is refused: the same state comes back', (stage, type) => {
    const state = at(stage, 'order');
    expect(canSend(state, type)).toBe(false);
    expect(flowReducer(state, EVENTS[type])).toBe(state);
  });

  it('no stage is skipped: paying before the billing email, results before the scan, a second payment during the scan', () => {
    expect(run(at('emailSubmit'), EVENTS.paid).stage).toBe('emailSubmit');
    expect(run(at('payment'), EVENTS.scanCompleted)).toMatchObject({ stage: 'payment', results: null });
    const scanning = { ...at('processing'), billingEmail: 'buyer@example.com' };
    expect(run(scanning, { type: 'paid', billingEmail: 'other@example.com', requestId: 'request-0004' })).toMatchObject({ stage: 'processing', billingEmail: 'buyer@example.com' });
  });

  it('Look Up Another is /order’s own: elsewhere the page leaves, the machine stays at the results', () => {
    for (const entry of ['lookup', 'payment', 'return'] as const) {
      const state = at('results', entry);
      expect(canSend(state, 'lookUpAnother')).toBe(false);
      expect(flowReducer(state, EVENTS.lookUpAnother)).toBe(state);
    }
    expect(canSend(at('results', 'order'), 'lookUpAnother')).toBe(true);
  });

  it('the tab title: /order’s form, age gate and credit check are one stage (‘order’), the others their own', () => {
    expect(titleStage('orderEmail')).toBe('order');
    expect(titleStage('ageGate')).toBe('order');
    expect(titleStage('creditCheck')).toBe('order');
    expect(titleStage('payment')).toBe('payment');
    expect(titleStage('initiatingLookup')).toBe('initiatingLookup');
  });
});
