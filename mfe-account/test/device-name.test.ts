import { i18n, initI18n } from '@mailscout/i18n';
import { deviceName } from '../src/account/device-name';
import '../src/i18n/register-translations';

initI18n();

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  safariIpad: 'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
};

describe('deviceName (docs/product.md#page-details)', () => {
  const t = () => i18n.getFixedT(i18n.language, 'account');

  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    [UA.chromeWindows, 'Chrome 131 on Windows'],
    [UA.safariIphone, 'Safari 17 on iPhone'],
    [UA.safariIpad, 'Safari 17 on iPad'],
    [UA.safariMac, 'Safari 17 on macOS'],
    [UA.chromeAndroid, 'Chrome 131 on Android'],
    [UA.edge, 'Microsoft Edge 131 on Windows'],
  ])('%s → %s', (ua, name) => {
    expect(deviceName(ua, t())).toBe(name);
  });

  it('an unreadable or missing user agent is an unknown device, never the raw string', () => {
    expect(deviceName('curl/8.4.0', t())).toBe('Unknown device');
    expect(deviceName(null, t())).toBe('Unknown device');
    expect(deviceName('', t())).toBe('Unknown device');
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    expect(deviceName(UA.chromeWindows, t())).toBe('Chrome 131 auf Windows');
    expect(deviceName(undefined, t())).toBe('Unbekanntes Gerät');
  });
});
