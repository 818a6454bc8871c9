import { act, render, screen } from '@testing-library/react';
import { initI18n } from '@mailscout/i18n';
import { resetToasts, toast, Toaster } from '../src';

beforeAll(() => initI18n());
beforeEach(() => {
  jest.useFakeTimers();
  resetToasts();
});
afterEach(() => jest.useRealTimers());

describe('toasts (docs/product.md#states, docs/product.md#constants)', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second', description: 'More' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getByText('More')).toBeInTheDocument();
  });

  it('closes after 5000 ms by default', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('can be dismissed with its close button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Hello' }));
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('announces the destructive variant as an alert', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Network Error', description: 'A network error occurred. Please try again.', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    expect(screen.getByRole('alert')).toHaveClass('ms-toast--destructive');
  });
});
