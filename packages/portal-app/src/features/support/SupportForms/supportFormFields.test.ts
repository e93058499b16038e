import { fieldsOf, isFieldSection } from '@partner-insights/forms';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadSourceCatalogue } from '../../../i18n/catalogues';
import { supportConfiguration } from './supportFixtures';
import { contactUsFormDescription, ticketFormDescription } from './supportFormFields';
import { supportFormOptions } from './supportFormOptions';

const intl = createIntl({ locale: 'en-US', messages: await loadSourceCatalogue() });
const options = supportFormOptions(supportConfiguration('en-US'));
const ON_BEHALF_FIELDS = ['onBehalfOfSomeoneElse', 'contactFirstName', 'contactLastName', 'contactEmail'];

describe.each([
  ['contact us', contactUsFormDescription],
  ['ticket', ticketFormDescription],
] as const)('the %s form', (_form, describeForm) => {
  const form = (onBehalf: boolean) => describeForm(intl, options, 'optional', { onBehalf });
  const fieldIds = (onBehalf: boolean) => fieldsOf(form(onBehalf).fields).map((field) => field.id);

  it('offers sending on someone else’s behalf, with their contact', () => {
    expect(fieldIds(true)).toEqual(expect.arrayContaining(ON_BEHALF_FIELDS));
  });

  it('leaves it out for visitors and those who view only', () => {
    expect(fieldIds(false).filter((id) => ON_BEHALF_FIELDS.includes(id))).toEqual([]);
    expect(fieldIds(false)).toContain('attachment');
  });

  it('reads in three sections: the issue, how we reach you, the details and attachment', () => {
    const sections = form(true).fields.filter(isFieldSection);
    expect(sections.map((section) => section.title)).toEqual([
      'What the issue is',
      'How we reach you',
      'Details and attachment',
    ]);
    expect(fieldsOf(sections)).toHaveLength(fieldIds(true).length);
    expect(sections[0]?.fields.map((field) => field.id)).toEqual([
      'accountType',
      'supportType',
      'issue',
      'issueType',
      'subIssueType',
    ]);
    expect(sections[2]?.fields.map((field) => field.id).at(-1)).toBe('attachment');
  });
});

describe('the contact us form', () => {
  it('labels its family-name field "Last name", as the spec does, and asks for it so', () => {
    const fields = fieldsOf(contactUsFormDescription(intl, options, 'optional', { onBehalf: false }).fields);
    expect(fields.find((field) => field.id === 'name')).toMatchObject({
      label: 'Last name',
      errorMessage: 'Enter last name',
    });
  });
});
