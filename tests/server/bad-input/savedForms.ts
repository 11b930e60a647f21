/** Bad-input registration of the saved forms calls (tests/server/bad-input.test.ts runs every file of this folder). */
import { apiAreas } from '../../../src/domain/apiAreas.ts';
import { savedFormCalls } from '../../../src/domain/savedForms.ts';
import type { BadInputCalls } from '../badInputCalls.ts';

const path = (call: string) => `${apiAreas.service}${call}`;
const snapshot = { status: 'active', value: 'editing', context: { form: { message: 'The meter runs fast.' } } };

export const badInput: BadInputCalls = ({ server, customerAuth }) => {
  // What a refused call must not change: the customer's saved forms.
  const state = async () => (await server().request({ method: 'GET', url: path(savedFormCalls.list), headers: customerAuth })).json();
  return {
    get: [{ name: 'service/saved-forms', path: path(savedFormCalls.list), headers: customerAuth, valid: {} }],
    post: [
      {
        name: 'service/saved-forms (save)',
        path: path(savedFormCalls.save),
        headers: customerAuth,
        valid: { flow: 'otherService', title: 'Other service: details', route: '/OtherService', snapshot },
        required: ['flow', 'title', 'route', 'snapshot'],
        strings: ['title', 'route'],
        wrongTypes: [{ flow: 7 }, { snapshot: 'editing' }, { snapshot: [] }, { id: 12 }],
        state,
      },
      {
        name: 'service/saved-forms/delete',
        path: path(savedFormCalls.remove),
        headers: customerAuth,
        valid: { id: '00000000-0000-4000-8000-000000000000' },
        required: ['id'],
        strings: ['id'],
        wrongTypes: [{ id: 1 }],
        state,
      },
    ],
    // The id of a saved form is made by a test first: tests/server/saved-forms.test.ts sends it bad ids.
    ownFile: [{ method: 'GET', path: path(`${savedFormCalls.one}/00000000-0000-4000-8000-000000000000`), testedIn: './saved-forms.test.ts' }],
  };
};
