import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { SOURCE_CATALOGUE } from '../../../i18n/catalogues';
import { supportConfiguration } from './supportFixtures';
import { contactUsFormDescription, ticketFormDescription } from './supportFormFields';
import { supportFormOptions } from './supportFormOptions';

const intl = createIntl({ locale: 'en-US', messages: SOURCE_CATALOGUE });
const options = supportFormOptions(supportConfiguration('en-US'));
const ON_BEHALF_FIELDS = ['onBehalfOfSomeoneElse', 'contactFirstName', 'contactLastName', 'contactEmail'];

describe.each([
  ['contact us', contactUsFormDescription],
  ['ticket', ticketFormDescription],
] as const)('the %s form', (_form, describeForm) => {
  const fieldIds = (onBehalf: boolean) =>
    describeForm(intl, options, 'optional', { onBehalf }).fields.map((field) => field.id);

  it('offers sending on someone else’s behalf, with their contact', () => {
    expect(fieldIds(true)).toEqual(expect.arrayContaining(ON_BEHALF_FIELDS));
  });

  it('leaves it out for those who view only', () => {
    expect(fieldIds(false).filter((id) => ON_BEHALF_FIELDS.includes(id))).toEqual([]);
    expect(fieldIds(false)).toContain('attachment');
  });
});
