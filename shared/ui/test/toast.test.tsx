import { act, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '@mailscout/i18n';
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

  it.each([
    ['en', 'Reference: 0123456789abcdef0123456789abcdef'],
    ['de', 'Referenz: 0123456789abcdef0123456789abcdef'],
  ])('shows a failed request’s reference in %s (docs/decisions.md#error-reference)', async (language, text) => {
    await act(async () => void (await i18n.changeLanguage(language)));
    render(<Toaster />);
    act(() => void toast({ title: 'Search failed', description: 'Something went wrong.', variant: 'destructive', reference: '0123456789abcdef0123456789abcdef' }));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    await act(async () => void (await i18n.changeLanguage('en')));
  });

  it('shows no reference line without one', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    expect(screen.getByTestId('toast')).not.toHaveTextContent(/Reference/);
  });

  it('announces the destructive variant as an alert', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Network Error', description: 'A network error occurred. Please try again.', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    expect(screen.getByRole('alert')).toHaveClass('ms-toast--destructive');
  });
});
