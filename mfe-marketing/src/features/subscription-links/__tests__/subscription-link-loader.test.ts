import { settle } from '@fns/design-system/data';
import { answerApi } from '../../../test-support/link-pages';
import { loader } from '../subscription-link-loader';

// What any link's read does with a refused token or a failure: components/link-page's tests.
it("the mail link pages' loader reads the link's list, purpose and status from the API", async () => {
  const link = { list: 'newsletter', purpose: 'confirm', status: 'pending' };
  const calls = answerApi(200, link);
  const { link: deferred } = loader({ params: { token: 'AbC_d-9' }, request: new Request('http://localhost/confirm/AbC_d-9') });
  expect(await settle(deferred)).toEqual({ status: 'loaded', data: link });
  expect(calls).toEqual(['/api/subscriptions/AbC_d-9']);
});
