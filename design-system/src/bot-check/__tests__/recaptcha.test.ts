import { BotCheckError, preloadRecaptcha, RECAPTCHA_ERRORS, recaptchaToken, setRecaptchaSiteKey } from '../recaptcha';

const googleScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[src^="https://www.google.com/recaptcha/api.js"]'));

/** Google's script arriving: it defines grecaptcha, which makes tokens with `execute`. */
function scriptLoads(execute: (siteKey: string, options: { action: string }) => Promise<string>) {
  window.grecaptcha = { ready: (callback) => callback(), execute };
  googleScripts().at(-1)!.dispatchEvent(new Event('load'));
}

describe('reCAPTCHA v3 in the browser', () => {
  afterEach(() => {
    for (const script of googleScripts()) script.remove();
    delete window.grecaptcha;
    setRecaptchaSiteKey('');
  });

  it('without a site key: no token and no script from Google', async () => {
    setRecaptchaSiteKey('');
    preloadRecaptcha();
    await expect(recaptchaToken('contactSubmit')).resolves.toBeUndefined();
    expect(googleScripts()).toHaveLength(0);
  });

  it("loads Google's script once, then makes a token for the form's action", async () => {
    setRecaptchaSiteKey('site key');
    preloadRecaptcha();
    const token = recaptchaToken('newsletterSubmit');
    expect(googleScripts().map((script) => script.src)).toEqual(['https://www.google.com/recaptcha/api.js?render=site%20key']);
    const execute = jest.fn().mockResolvedValue('token-1');
    scriptLoads(execute);
    await expect(token).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site key', { action: 'newsletterSubmit' });
    await recaptchaToken('contactSubmit');
    expect(googleScripts()).toHaveLength(1);
  });

  it('is "not ready" when the script cannot load, and loads it again on the next try', async () => {
    setRecaptchaSiteKey('site key');
    const token = recaptchaToken('contactSubmit');
    googleScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(token).rejects.toEqual(new BotCheckError(RECAPTCHA_ERRORS.notReady));

    const retry = recaptchaToken('contactSubmit');
    expect(googleScripts()).toHaveLength(2);
    scriptLoads(() => Promise.resolve('token-2'));
    await expect(retry).resolves.toBe('token-2');
  });

  it('says "verification failed" when Google makes no token', async () => {
    setRecaptchaSiteKey('site key');
    const token = recaptchaToken('contactSubmit');
    scriptLoads(() => Promise.reject(new Error('invalid site key')));
    await expect(token).rejects.toThrow(RECAPTCHA_ERRORS.verificationFailed);
  });
});
