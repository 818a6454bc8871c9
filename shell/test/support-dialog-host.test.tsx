import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { openSupportDialog, type SupportDialogProps } from '@mailscout/contracts';
import { SupportDialogHost } from '../src/remotes/support-dialog-host';

function FakeDialog({ open, onClose }: SupportDialogProps) {
  return open ? (
    <div role="dialog" aria-label="Support">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ) : null;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHost(load: () => Promise<typeof FakeDialog>) {
  return render(
    <MemoryRouter initialEntries={['/help-center']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <SupportDialogHost load={load} />
    </MemoryRouter>,
  );
}

describe('SupportDialogHost (docs/product.md#support-dialog)', () => {
  it('takes the request, loads the dialog once and mounts it; closing and opening again reuses it', async () => {
    const load = jest.fn(async () => FakeDialog);
    renderHost(load);
    let taken = false;
    act(() => {
      taken = openSupportDialog();
    });
    expect(taken).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Support' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      openSupportDialog();
    });
    expect(await screen.findByRole('dialog', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/help-center');
  });

  it('when the dialog cannot be loaded, goes to the standalone cancel page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderHost(() => Promise.reject(new Error('remote down')));
    act(() => {
      openSupportDialog();
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/cancel-subscription'));
    expect(screen.queryByRole('dialog')).toBeNull();
    error.mockRestore();
  });

  it('without a host, nobody takes the request', () => {
    expect(openSupportDialog()).toBe(false);
  });
});
