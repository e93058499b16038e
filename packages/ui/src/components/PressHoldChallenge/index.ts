export {
  PressHoldChallenge,
  type BotChallenge,
  type ChallengeCompletion,
  type PressHoldChallengeProps,
} from './PressHoldChallenge';
export { challengeLocaleFor, type ChallengeLocale } from './challengeLocale';
