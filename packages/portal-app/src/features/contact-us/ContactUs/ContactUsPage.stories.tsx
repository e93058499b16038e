import { BOT_PROOF_HEADER, decodeBotProof, errorEnvelope, type UserDetails } from '@partner-insights/contracts';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { BotChallengeHost } from '../../../shell/botCheck/BotChallengeHost';
import { chooseOption } from '../../../testing/chooseOption';
import type { Fixture, Fixtures } from '../../../testing/fixtureTransport';
import { formReplacedAfterPress } from '../../../testing/storyParameters';
import { users } from '../../../testing/userFixtures';
import { withAppProviders, type AppStoryParameters } from '../../../testing/withAppProviders';
import { afterAMoment, CONTACT_US_ROUTE, supportFixtures } from '../../support/testing';
import ContactUsPage from './ContactUsPage';

const app = (fixtures: Fixtures = {}, user: UserDetails | null = null): { app: AppStoryParameters } => ({
  app: { path: '/contactUs', fixtures: supportFixtures(fixtures), user },
});

/** The smallest nonce whose SHA-256 with the challenge's seed starts with 8 zero bits. */
const SOLUTION = '592';
const CHALLENGE = {
  challenge: {
    id: 'challenge-7f3a',
    kind: 'press-hold',
    holdMs: 3000,
    prompt: 'What is 2 plus 3?',
    expiresAt: '2026-03-02T09:05:00.000Z',
    work: { seed: 'story-seed-7f3a', difficulty: 8 },
  },
};

/** The server's bot check: a post without a proof gets the challenge; one answering "5", puzzle solved, is sent. */
const sent = afterAMoment({
  status: 201,
  body: { requestId: '2b7c9d1e-4f3a-4b6c-8d2e-9f0a1b2c3d4e' },
});
const behindTheBotCheck: Fixture = ({ headers }) => {
  const proof = decodeBotProof(headers[BOT_PROOF_HEADER] ?? '');
  if (!proof) return { status: 412, body: CHALLENGE };
  if (proof.nonce !== SOLUTION) return { status: 412, body: { ...CHALLENGE, refusal: 'wrongWork' } };
  if (proof.answer !== '5') return { status: 412, body: { ...CHALLENGE, refusal: 'wrongAnswer' } };
  return sent();
};

const meta = {
  title: 'App/Pages/Contact us',
  component: ContactUsPage,
  decorators: [withAppProviders],
  // The page, and the bot challenge the app shows over any page whose call the server answers 412.
  render: () => (
    <>
      <main>
        <ContactUsPage />
      </main>
      <BotChallengeHost />
    </>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '/contactUs: anyone writes to the support desk, with an optional attachment. The server may answer 412 ' +
          'with a bot challenge: the press-and-hold overlay shows (with an accessible check instead), and the ' +
          'post is sent again with the proof. Closing the challenge leaves the form as it was.',
      },
    },
    ...app(),
  },
} satisfies Meta<typeof ContactUsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const formShown = (canvas: Canvas) => canvas.findByRole('form', { name: 'Contact us' });

/** A visitor's message, sent with the button. */
async function writeMessage(canvasElement: HTMLElement, canvas: Canvas, userEvent: UserEvent) {
  await formShown(canvas);
  await userEvent.click(canvas.getByRole('radio', { name: 'Associate' }));
  await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ana');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'García');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Primary contact email' }), 'ana@retailer.test');
  await chooseOption(canvasElement, 'Support type', 'Technical issue');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'I cannot sign in.');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Company name' }), 'Retailer');
  await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
}

const challengeShown = () =>
  waitFor(() => expect(screen.getByRole('dialog', { name: 'Before we continue...' })).toBeVisible());

const onBehalfOffer = (canvas: Canvas) => canvas.queryByRole('checkbox', { name: 'Submit on behalf of someone else' });

/**
 * A visitor's empty form, in three sections: the issue, how we reach you, the details. Sending on someone else's
 * behalf is for signed-in users only. In every language at both widths (page-shots).
 */
export const Visitor: Story = {
  tags: ['page-shots'],
  play: async ({ canvas }) => {
    await formShown(canvas);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    await expect(canvas.getByRole('radiogroup', { name: 'Account type' })).toBeVisible();
    for (const section of ['What the issue is', 'How we reach you', 'Details and attachment']) {
      await expect(canvas.getByRole('group', { name: section })).toBeVisible();
    }
    await expect(
      within(canvas.getByRole('group', { name: 'How we reach you' })).getByRole('textbox', { name: 'Last name' }),
    ).toBeVisible();
    await expect(onBehalfOffer(canvas)).not.toBeInTheDocument();
  },
  parameters: {
    pageShots: {
      plays: {
        'es-MX': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('form', { name: 'Contáctenos' })).toBeVisible();
        },
        'fr-CA': async ({ canvas }: StoryContext) => {
          await expect(await canvas.findByRole('form', { name: 'Nous joindre' })).toBeVisible();
        },
      },
    },
  },
};

/** A signed-in user's name, email and company are filled in, and they may send on someone else's behalf. */
export const SignedIn: Story = {
  parameters: app({}, users.regularUser),
  play: async ({ canvas }) => {
    await formShown(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Ortiz');
    await expect(canvas.getByRole('radio', { name: 'Supplier' })).toBeChecked();
    await expect(onBehalfOffer(canvas)).toBeVisible();
  },
};

/** Spectators write as themselves only: sending on someone else's behalf is not offered. */
export const Spectator: Story = {
  parameters: app({}, users.spectator),
  play: async ({ canvas }) => {
    await formShown(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveValue('Baker');
    await expect(onBehalfOffer(canvas)).not.toBeInTheDocument();
  },
};

/** Sent without a challenge: the thank-you, and the way to write again. */
export const Sent: Story = {
  parameters: formReplacedAfterPress,
  play: async ({ canvasElement, canvas, userEvent }) => {
    await writeMessage(canvasElement, canvas, userEvent);
    await expect(await canvas.findByText('Thank you, your message has been sent')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send another message' })).toBeVisible();
  },
};

/** The server asks for the bot check: the press-and-hold challenge opens over the page. */
export const Challenged: Story = {
  parameters: { ...app({ [CONTACT_US_ROUTE]: behindTheBotCheck }), screenshot: { target: 'viewport' } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await writeMessage(canvasElement, canvas, userEvent);
    await challengeShown();
    await expect(screen.getByRole('button', { name: 'Press & Hold' })).toBeVisible();
  },
};

/** Through the challenge with the keyboard alternative: the message is sent again with the proof. */
export const ThroughTheChallenge: Story = {
  parameters: { ...formReplacedAfterPress, ...app({ [CONTACT_US_ROUTE]: behindTheBotCheck }) },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await writeMessage(canvasElement, canvas, userEvent);
    await challengeShown();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Use an accessible check instead' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const answer = await screen.findByRole('textbox', { name: 'What is 2 plus 3?' });
    await waitFor(() => expect(answer).toHaveFocus());
    await userEvent.keyboard('5{Enter}');
    await expect(await canvas.findByText('Thank you, your message has been sent')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A wrong answer: the server sends a fresh challenge, which asks to try again. */
export const ChallengeRefused: Story = {
  parameters: { ...app({ [CONTACT_US_ROUTE]: behindTheBotCheck }), screenshot: { target: 'viewport' } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await writeMessage(canvasElement, canvas, userEvent);
    await challengeShown();
    await userEvent.click(screen.getByRole('button', { name: 'Use an accessible check instead' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'What is 2 plus 3?' }), '4{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Please try again'));
  },
};

/** Closing the challenge sends nothing and keeps the message, with no error. */
export const ChallengeClosed: Story = {
  parameters: app({ [CONTACT_US_ROUTE]: behindTheBotCheck }),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await writeMessage(canvasElement, canvas, userEvent);
    await challengeShown();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue('I cannot sign in.');
    await expect(canvas.queryByText('Something went wrong while submitting the form...')).not.toBeInTheDocument();
  },
};

/** The server failed: the spec's message with Try again. */
export const SendFailed: Story = {
  parameters: app({ [CONTACT_US_ROUTE]: { status: 500, body: errorEnvelope(500, 'Down') } }),
  play: async ({ canvasElement, canvas, userEvent }) => {
    await writeMessage(canvasElement, canvas, userEvent);
    await expect(await canvas.findByText('Something went wrong while submitting the form...')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Company name' })).toHaveValue('Retailer');
  },
};
