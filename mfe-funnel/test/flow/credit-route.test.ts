import { receiveCredits } from '@mailscout/auth';
import { fetchUserCredits } from '../../src/api/lookup-api';
import { creditRoute } from '../../src/flow/credit-route';

jest.mock('../../src/api/lookup-api', () => ({ fetchUserCredits: jest.fn() }));
jest.mock('@mailscout/auth', () => ({ receiveCredits: jest.fn() }));

const askServer = jest.mocked(fetchUserCredits);
const intoQuery = jest.mocked(receiveCredits);

afterEach(() => jest.clearAllMocks());

describe('the credit check before paying (docs/product.md#states), shared by the billing-email stage and /order', () => {
  it('signed out: payment, decided at once without asking', () => {
    expect(creditRoute(null)).toEqual({ route: 'payment', reason: 'signed-out' });
    expect(askServer).not.toHaveBeenCalled();
  });

  it('the session has credits: payment, where using one is a button (docs/decisions.md#never-twice), decided at once', () => {
    expect(creditRoute({ email: 'jane.doe@example.com', credits: 3 })).toEqual({ route: 'payment', reason: 'has-credits', credits: 3, from: 'session' });
    expect(askServer).not.toHaveBeenCalled();
  });

  it('none in the session: the server is asked; its credits go into the credits query, so the payment stage offers one', async () => {
    askServer.mockResolvedValue(2);
    await expect(creditRoute({ email: 'jane.doe@example.com', credits: 0 })).resolves.toEqual({ route: 'payment', reason: 'has-credits', credits: 2, from: 'server' });
    expect(askServer).toHaveBeenCalledWith('jane.doe@example.com');
    expect(intoQuery).toHaveBeenCalledWith('jane.doe@example.com', 2);
  });

  it('the server has none either: payment, nothing written', async () => {
    askServer.mockResolvedValue(0);
    await expect(creditRoute({ email: 'jane.doe@example.com', credits: 0 })).resolves.toEqual({ route: 'payment', reason: 'no-credits' });
    expect(intoQuery).not.toHaveBeenCalled();
  });

  it('the check fails: logged, local credits kept, payment (docs/product.md#errors)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    askServer.mockRejectedValue(new Error('timed out'));
    await expect(creditRoute({ email: 'jane.doe@example.com', credits: 0 })).resolves.toEqual({ route: 'payment', reason: 'check-failed' });
    expect(warn).toHaveBeenCalledWith('credit check failed; keeping local credits', 'timed out');
    expect(intoQuery).not.toHaveBeenCalled();
  });
});
