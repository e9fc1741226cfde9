import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import {
  ACCOUNT,
  ACCOUNT_API,
  CONFIRM_PASSWORD,
  inTurn,
  openAccount,
  routeAccount,
  STATUS_API,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
} from './account-fixtures';

const fetchMock = installFetchMock();
const SETUP = 'POST /api/auth/account/2fa/setup';
const ENABLE = 'POST /api/auth/account/2fa/enable';
const RENEW = 'POST /api/auth/account/2fa/recovery-codes';
const DISABLE = 'POST /api/auth/account/2fa/disable';
const REQUIRED = 'Your role needs two-factor authentication on this site: turn it on to use the console.';
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const SETUP_ANSWER = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/FNS:admin?secret=JBSWY3DPEHPK3PXP', qrCode: QR };
const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}0ab`);
const ENABLED = {
  recoveryCodes: CODES,
  message: 'Two-factor authentication is on. Keep these recovery codes somewhere safe: each works once.',
};

const section = () => within(screen.getByRole('region', { name: 'Two-factor authentication' }));
/** The account screen, once its two-factor section is in. */
async function open() {
  openAccount();
  await screen.findByRole('region', { name: 'Two-factor authentication' });
}
const bodiesOf = (key: string) => requestsTo(fetchMock, key).map(({ body }) => body);

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('turns it on: the QR code and key, the first code, then the recovery codes once; the role’s alert goes', async () => {
  routeAccount(fetchMock, {
    [ACCOUNT_API]: () => answer(200, { ...ACCOUNT, twoFactorRequired: true }),
    [STATUS_API]: inTurn(
      () => answer(200, { ...TWO_FACTOR_OFF, required: true }),
      () => answer(200, { enabled: true, required: true, recoveryCodesLeft: 10 }),
    ),
    [SETUP]: () => answer(200, SETUP_ANSWER),
    [ENABLE]: () => answer(200, ENABLED),
  });
  await open();
  expect(await screen.findByText(REQUIRED)).toHaveAttribute('role', 'alert');
  expect(await section().findByText('Off: signing in takes only your password.')).toBeInTheDocument();

  await userEvent.click(section().getByRole('button', { name: 'Turn on' }));
  expect(await section().findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', QR);
  expect(section().getByText(/^Scan this QR code/)).toHaveFocus();
  expect(section().getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  const code = section().getByRole('textbox', { name: 'Authentication code' });
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  await userEvent.type(code, '123 456');
  await userEvent.click(section().getByRole('button', { name: 'Confirm' }));
  const list = await section().findByRole('list', { name: 'Your recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(section().getByText(ENABLED.message)).toHaveFocus();
  expect(section().getByText(/each code signs you in once/)).toBeInTheDocument();
  expect(
    await section().findByText('On: signing in asks for a code from your authenticator app. 10 recovery codes left.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  expect(bodiesOf(SETUP)).toEqual([{}]);
  expect(bodiesOf(ENABLE)).toEqual([{ code: '123456' }]);
});

it('keeps the setup open with the reason for a wrong code', async () => {
  routeAccount(fetchMock, {
    [SETUP]: () => answer(200, SETUP_ANSWER),
    [ENABLE]: () => answer(400, { message: 'That code is not right. Try again.' }),
  });
  await open();
  await userEvent.click(await section().findByRole('button', { name: 'Turn on' }));
  await userEvent.type(await section().findByRole('textbox', { name: 'Authentication code' }), '000000{Enter}');
  expect(await section().findByRole('alert')).toHaveTextContent('That code is not right. Try again.');
  expect(section().getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeInTheDocument();
  expect(section().queryByRole('list')).not.toBeInTheDocument();
});

it('asks for the password before a setup when the API wants it; Cancel goes back to "Turn on"', async () => {
  const answers = inTurn(
    () => answer(403, { message: CONFIRM_PASSWORD }),
    () => answer(403, { message: CONFIRM_PASSWORD }),
    () => answer(200, SETUP_ANSWER),
  );
  routeAccount(fetchMock, { [SETUP]: answers });
  await open();
  const turnOn = await section().findByRole('button', { name: 'Turn on' });
  await userEvent.click(turnOn);
  let dialog = await screen.findByRole('dialog', { name: 'Confirm with your password' });
  expect(dialog).toHaveAccessibleDescription(
    'You signed in more than 5 minutes ago. Type your password to turn on two-factor authentication.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(section().getByRole('button', { name: 'Turn on' })).toHaveFocus();

  await userEvent.click(section().getByRole('button', { name: 'Turn on' }));
  dialog = await screen.findByRole('dialog', { name: 'Confirm with your password' });
  await userEvent.type(within(dialog).getByLabelText(/Your password/), 'correct horse{Enter}');
  expect(await section().findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bodiesOf(SETUP)).toEqual([{}, {}, { password: 'correct horse' }]);
});

it('on: makes new recovery codes, and turns it off after asking', async () => {
  const renewed = { recoveryCodes: CODES.map((code) => `new-${code}`), message: 'New recovery codes: the old ones no longer work.' };
  routeAccount(fetchMock, {
    [ACCOUNT_API]: () => answer(200, { ...ACCOUNT, twoFactorEnabled: true }),
    [STATUS_API]: inTurn(
      () => answer(200, TWO_FACTOR_ON),
      () => answer(200, { ...TWO_FACTOR_ON, recoveryCodesLeft: 10 }),
      () => answer(200, TWO_FACTOR_OFF),
    ),
    [RENEW]: () => answer(200, renewed),
    [DISABLE]: () => answer(200, { message: 'Two-factor authentication is off.' }),
  });
  await open();
  expect(await section().findByText(/7 recovery codes left\.$/)).toBeInTheDocument();

  await userEvent.click(section().getByRole('button', { name: 'New recovery codes' }));
  expect(await section().findByText(renewed.message)).toHaveFocus();
  expect(within(section().getByRole('list', { name: 'Your recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
  expect(await section().findByText(/10 recovery codes left\.$/)).toBeInTheDocument();

  await userEvent.click(section().getByRole('button', { name: 'Turn off' }));
  const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor authentication?' });
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  expect(await section().findByText('Two-factor authentication is off.')).toHaveFocus();
  expect(section().queryByRole('list')).not.toBeInTheDocument();
  expect(await section().findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  expect(bodiesOf(RENEW)).toEqual([{}]);
  expect(bodiesOf(DISABLE)).toEqual([{}]);
});

it('says why it cannot be turned off when the role needs it', async () => {
  routeAccount(fetchMock, {
    [STATUS_API]: () => answer(200, { ...TWO_FACTOR_ON, required: true }),
    [DISABLE]: () => answer(409, { message: 'Your role needs two-factor authentication: it stays on.' }),
  });
  await open();
  await userEvent.click(await section().findByRole('button', { name: 'Turn off' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Turn off' }));
  expect(await section().findByRole('alert')).toHaveTextContent('Your role needs two-factor authentication: it stays on.');
  expect(section().getByRole('button', { name: 'Turn off' })).toBeEnabled();
});

describe('the recovery codes', () => {
  afterEach(() => jest.restoreAllMocks());

  async function showCodes() {
    routeAccount(fetchMock, { [STATUS_API]: () => answer(200, TWO_FACTOR_ON), [RENEW]: () => answer(200, ENABLED) });
    await open();
    await userEvent.click(await section().findByRole('button', { name: 'New recovery codes' }));
    await section().findByRole('list', { name: 'Your recovery codes' });
  }

  it('copies them, one a line', async () => {
    const user = userEvent.setup();
    await showCodes();
    await user.click(section().getByRole('button', { name: 'Copy' }));
    expect(await section().findByText('Codes copied.')).toHaveAttribute('role', 'status');
    await expect(navigator.clipboard.readText()).resolves.toBe(`${CODES.join('\n')}\n`);
  });

  it('downloads them as a text file', async () => {
    const saved: Array<{ download: string; href: string }> = [];
    let file: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      file = blob;
      return 'blob:codes';
    }) as typeof URL.createObjectURL;
    const revoke = jest.fn();
    URL.revokeObjectURL = revoke;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    await showCodes();
    await userEvent.click(section().getByRole('button', { name: 'Download' }));
    expect(saved).toEqual([{ download: 'recovery-codes.txt', href: 'blob:codes' }]);
    expect(file?.type).toBe('text/plain');
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:codes'));
  });
});
