import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@mailscout/i18n';
import { dismissAllToasts, resetToasts, toast, Toaster, useStageToasts } from '../src';

beforeAll(() => initI18n());
beforeEach(() => resetToasts());

function Stage({ title }: { title: string }) {
  const { toast: stageToast } = useStageToasts();
  return (
    <button type="button" onClick={() => stageToast({ title })}>
      show
    </button>
  );
}

describe('toast dismissal (docs/product.md#page-details)', () => {
  it('closes with Escape once F8 has moved focus to it', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void toast({ title: 'Confirmation Email Updated' }));
    await user.keyboard('{F8}');
    expect(document.activeElement).toHaveAttribute('id', 'toast-viewport');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Confirmation Email Updated')).not.toBeInTheDocument();
  });

  it('closes from the keyboard with its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    await user.keyboard('{F8}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('dismissAllToasts closes what is open', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Payment Successful' }));
    act(() => dismissAllToasts());
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it("a stage's toasts close when the stage ends", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <Toaster />
        <Stage title="Initiating final scan..." />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByText('Initiating final scan...')).toBeInTheDocument();
    rerender(<Toaster />);
    expect(screen.queryByText('Initiating final scan...')).not.toBeInTheDocument();
  });

  it("a stage ending leaves another part's toast alone", () => {
    const { rerender } = render(
      <>
        <Toaster />
        <Stage title="unused" />
      </>,
    );
    act(() => void toast({ title: 'From elsewhere' }));
    rerender(<Toaster />);
    expect(screen.getByText('From elsewhere')).toBeInTheDocument();
  });
});
