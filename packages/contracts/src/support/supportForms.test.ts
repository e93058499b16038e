import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { AttachmentSchema } from './attachment';
import {
  SUPPORT_ACCOUNT_TYPES,
  ACTIVE_SUPPORT_TYPE_IDS,
  MAX_ATTACHMENT_BYTES,
  supportAccountTypesFor,
} from './constants';
import { contactUsSchema } from './contactUs';
import { incidentDetailSchema } from './incidentDetail';
import type { SupportFormReading } from './fields';

const incident = {
  accountType: SUPPORT_ACCOUNT_TYPES.supplier,
  supportType: 1463,
  issue: 2047,
  issueType: 3001,
  subIssueType: 4001,
  firstName: ' Ana ',
  lastName: 'García',
  primaryContactEmail: 'ana@acme-foods.test',
  companyName: 'Acme Foods',
  callBackNumber: '+1 (555) 010-0100',
  situationDescription: 'The sales export stops at 50 rows.',
  onBehalfOfSomeoneElse: false,
};

const contactUs = {
  accountType: SUPPORT_ACCOUNT_TYPES.associate,
  firstName: 'Ana',
  name: 'García',
  primaryContactEmail: 'ana@retailer.test',
  contactPhone: '555 010 0100',
  companyName: 'Retailer',
  issue: 2047,
  issueType: 3001,
  subIssueType: 4001,
  supportType: 1463,
  description: 'I need access to Report Builder.',
  onBehalfOfSomeoneElse: false,
};

const behalfContact = {
  onBehalfOfSomeoneElse: true,
  contactFirstName: 'Luis',
  contactLastName: 'Pérez',
  contactEmail: 'luis@acme-foods.test',
};

/** The first prompt of each field that failed, by field path, as a form shows them. */
function promptsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

const without = <T extends object>(value: T, ...keys: (keyof T)[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as keyof T)));

/** What a form posts when nothing was filled in: empty texts and nothing chosen. */
const emptyIncident = {
  accountType: null,
  supportType: null,
  issue: null,
  issueType: null,
  subIssueType: null,
  firstName: '',
  lastName: '',
  primaryContactEmail: '',
  companyName: '',
  callBackNumber: '',
  situationDescription: '',
  onBehalfOfSomeoneElse: false,
};
const emptyContactUs = {
  accountType: null,
  firstName: '',
  name: '',
  primaryContactEmail: '',
  contactPhone: '',
  companyName: '',
  issue: null,
  issueType: null,
  subIssueType: null,
  supportType: null,
  description: '',
  onBehalfOfSomeoneElse: false,
};

const readings: SupportFormReading[] = ['optional', 'required'];

describe('incidentDetailSchema', () => {
  it.each(readings)('accepts a complete incident in the %s reading, trimmed', (reading) => {
    const parsed = v.parse(incidentDetailSchema({ reading }), incident);
    expect(parsed).toMatchObject({ firstName: 'Ana', callBackNumber: '+1 (555) 010-0100' });
  });

  it('names every missing required field with its prompt', () => {
    expect(promptsOf(incidentDetailSchema({ reading: 'required' }), emptyIncident)).toEqual({
      accountType: 'selectAccountType',
      supportType: 'selectSupportType',
      issue: 'selectIssue',
      issueType: 'selectIssueType',
      subIssueType: 'selectSubIssueType',
      firstName: 'enterFirstName',
      lastName: 'enterLastName',
      primaryContactEmail: 'enterPrimaryContactEmail',
      companyName: 'enterCompanyName',
      callBackNumber: 'enterCallBackNumber',
      situationDescription: 'enterDescription',
    });
  });

  it.each(readings)('refuses a body without fields in the %s reading', (reading) => {
    expect(v.safeParse(incidentDetailSchema({ reading }), {}).success).toBe(false);
  });

  it('lets the optional reading leave out the issue fields and the call-back number', () => {
    const schema = incidentDetailSchema({ reading: 'optional' });
    const parsed = v.parse(schema, {
      ...without(incident, 'issue', 'issueType', 'subIssueType'),
      callBackNumber: '',
    });
    expect(parsed).not.toHaveProperty('callBackNumber', '');
    expect(parsed.issue).toBeUndefined();
    expect(v.parse(schema, { ...incident, issue: null, issueType: null, subIssueType: null }).issue).toBeUndefined();
  });

  it('treats blank text as missing', () => {
    expect(promptsOf(incidentDetailSchema({ reading: 'optional' }), { ...incident, firstName: '   ' })).toEqual({
      firstName: 'enterFirstName',
    });
  });

  it.each(readings)('refuses an invalid email and phone number in the %s reading', (reading) => {
    expect(
      promptsOf(incidentDetailSchema({ reading }), {
        ...incident,
        primaryContactEmail: 'ana@',
        callBackNumber: '12-34',
      }),
    ).toEqual({ primaryContactEmail: 'enterValidEmail', callBackNumber: 'enterValidPhoneNumber' });
    expect(promptsOf(incidentDetailSchema({ reading }), { ...incident, callBackNumber: '555 010 01OO' })).toEqual({
      callBackNumber: 'enterValidPhoneNumber',
    });
  });

  it('refuses an unknown account type', () => {
    expect(promptsOf(incidentDetailSchema({ reading: 'optional' }), { ...incident, accountType: 24 })).toEqual({
      accountType: 'selectAccountType',
    });
  });

  it('refuses option ids the database cannot hold, with the field’s prompt', () => {
    const beyond = { supportType: 2_147_483_648, issue: -2_147_483_649, issueType: 2 ** 53, subIssueType: 4001 };
    expect(promptsOf(incidentDetailSchema({ reading: 'required' }), { ...incident, ...beyond })).toEqual({
      supportType: 'selectSupportType',
      issue: 'selectIssue',
      issueType: 'selectIssueType',
    });
  });

  it('asks for the contact only when submitting on behalf of someone else', () => {
    const schema = incidentDetailSchema({ reading: 'required' });
    expect(promptsOf(schema, { ...incident, onBehalfOfSomeoneElse: true })).toEqual({
      contactFirstName: 'enterFirstName',
      contactLastName: 'enterLastName',
      contactEmail: 'enterContactEmail',
    });
    expect(promptsOf(schema, { ...incident, ...behalfContact, contactEmail: 'luis' })).toEqual({
      contactEmail: 'enterValidEmail',
    });
    expect(v.parse(schema, { ...incident, ...behalfContact })).toMatchObject(behalfContact);
  });

  it('drops contact fields once on behalf is switched off again', () => {
    const parsed = v.parse(incidentDetailSchema({ reading: 'required' }), {
      ...incident,
      ...behalfContact,
      onBehalfOfSomeoneElse: false,
    });
    expect(parsed).not.toHaveProperty('contactEmail');
  });

  it('bounds the length of names and the description', () => {
    expect(
      promptsOf(incidentDetailSchema({ reading: 'optional' }), {
        ...incident,
        companyName: 'x'.repeat(51),
        situationDescription: 'x'.repeat(4001),
      }),
    ).toEqual({ companyName: 'enterShorterText', situationDescription: 'enterShorterText' });
  });
});

describe('contactUsSchema', () => {
  it.each(readings)('accepts a complete request in the %s reading', (reading) => {
    expect(v.safeParse(contactUsSchema({ reading }), contactUs).success).toBe(true);
  });

  it('names every missing required field with its prompt', () => {
    expect(promptsOf(contactUsSchema({ reading: 'required' }), emptyContactUs)).toEqual({
      accountType: 'selectAccountType',
      firstName: 'enterFirstName',
      name: 'enterName',
      primaryContactEmail: 'enterPrimaryContactEmail',
      contactPhone: 'enterPhoneNumber',
      companyName: 'enterCompanyName',
      issue: 'selectIssue',
      issueType: 'selectIssueType',
      subIssueType: 'selectSubIssueType',
      supportType: 'selectSupportType',
      description: 'enterDescription',
    });
  });

  it('lets the optional reading leave out the issue fields and the phone', () => {
    expect(
      promptsOf(
        contactUsSchema({ reading: 'optional' }),
        without(contactUs, 'issue', 'issueType', 'subIssueType', 'contactPhone'),
      ),
    ).toEqual({});
  });

  it.each(readings)('refuses an invalid email and phone number in the %s reading', (reading) => {
    expect(
      promptsOf(contactUsSchema({ reading }), { ...contactUs, primaryContactEmail: 'ana', contactPhone: 'call me' }),
    ).toEqual({ primaryContactEmail: 'enterValidEmail', contactPhone: 'enterValidPhoneNumber' });
  });

  it('asks for the contact when submitting on behalf of someone else', () => {
    const schema = contactUsSchema({ reading: 'optional' });
    expect(Object.keys(promptsOf(schema, { ...contactUs, onBehalfOfSomeoneElse: true }))).toEqual([
      'contactFirstName',
      'contactLastName',
      'contactEmail',
    ]);
    expect(v.safeParse(schema, { ...contactUs, ...behalfContact }).success).toBe(true);
  });
});

describe('AttachmentSchema', () => {
  it('accepts 10 MB exactly and refuses one byte more', () => {
    expect(v.safeParse(AttachmentSchema, { size: MAX_ATTACHMENT_BYTES, type: 'application/pdf' }).success).toBe(true);
    expect(MAX_ATTACHMENT_BYTES).toBe(10485760);
    expect(promptsOf(AttachmentSchema, { size: 10485761, type: 'application/pdf' })).toEqual({
      size: 'attachmentTooLarge',
    });
  });

  it('refuses a content type outside the list', () => {
    expect(promptsOf(AttachmentSchema, { size: 1024, type: 'application/x-msdownload' })).toEqual({
      type: 'attachmentTypeNotAllowed',
    });
  });
});

describe('support constants', () => {
  it('offers basic vendors only the supplier account type', () => {
    expect(supportAccountTypesFor({ isBasicVendor: true })).toEqual([25]);
    expect(supportAccountTypesFor({ isBasicVendor: false })).toEqual([25, 23]);
  });

  it('gives the US 11 active support types and MX and CA 1463 to 1465', () => {
    expect(new Set(ACTIVE_SUPPORT_TYPE_IDS.US).size).toBe(11);
    expect(ACTIVE_SUPPORT_TYPE_IDS.US).toEqual(expect.arrayContaining([1463, 1464, 1465]));
    expect(ACTIVE_SUPPORT_TYPE_IDS.MX).toEqual([1463, 1464, 1465]);
    expect(ACTIVE_SUPPORT_TYPE_IDS.CA).toEqual([1463, 1464, 1465]);
  });
});
