import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getToasts, resetToasts } from '@mailscout/ui';
import { useFlowStageToasts } from '../../src/flow/use-flow-stage-toasts';

type Stage = 'a' | 'b' | 'c';

function Flow({ toastFor }: { toastFor: Stage }) {
  const [stage, setStage] = useState<Stage>('a');
  const show = useFlowStageToasts<Stage>(stage);
  return (
    <div>
      <p>stage {stage}</p>
      <button type="button" onClick={() => show(toastFor, { title: `about ${toastFor}` })}>
        toast
      </button>
      <button type="button" onClick={() => setStage('b')}>
        to b
      </button>
      <button type="button" onClick={() => setStage('c')}>
        to c
      </button>
    </div>
  );
}

const open = () => getToasts().filter((toast) => toast.open).map((toast) => toast.title);

beforeEach(() => act(() => resetToasts()));

describe('useFlowStageToasts (docs/product.md#page-details)', () => {
  it('keeps a toast while its stage lasts and dismisses it when the stage ends', async () => {
    const user = userEvent.setup();
    render(<Flow toastFor="b" />);
    await user.click(screen.getByRole('button', { name: 'to b' }));
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(open()).toEqual(['about b']);
    await user.click(screen.getByRole('button', { name: 'to b' }));
    expect(open()).toEqual(['about b']);
    await user.click(screen.getByRole('button', { name: 'to c' }));
    expect(open()).toEqual([]);
  });

  it('dismisses its toasts when the flow unmounts (the visitor left the page)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Flow toastFor="a" />);
    await user.click(screen.getByRole('button', { name: 'toast' }));
    expect(open()).toEqual(['about a']);
    act(() => unmount());
    expect(open()).toEqual([]);
  });
});
