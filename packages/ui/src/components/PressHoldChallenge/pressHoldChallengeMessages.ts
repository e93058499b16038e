/** The bot challenge's texts, per language (react-aria picks the best match). */
export const pressHoldChallengeMessages = {
  'en-US': {
    title: 'Before we continue...',
    instruction: 'Press & Hold to confirm you are a human (not a bot)',
    pressAndHold: 'Press & Hold',
    done: 'Done',
    tryAgain: 'Please try again',
    useAlternative: 'Use an accessible check instead',
    alternativeInstruction: 'Confirm below that you are a human. No time limit applies.',
    confirmHuman: 'I am human',
  },
  'es-MX': {
    title: 'Antes de continuar...',
    instruction: 'Mantenga presionado para confirmar que es una persona (no un bot)',
    pressAndHold: 'Mantenga presionado',
    done: 'Listo',
    tryAgain: 'Vuelva a intentarlo',
    useAlternative: 'Usar una verificación accesible',
    alternativeInstruction: 'Confirme abajo que es una persona. No hay límite de tiempo.',
    confirmHuman: 'Soy una persona',
  },
  'fr-CA': {
    title: 'Avant de continuer...',
    instruction: 'Appuyez et maintenez pour confirmer que vous êtes un humain (pas un robot)',
    pressAndHold: 'Appuyez et maintenez',
    done: 'Terminé',
    tryAgain: 'Veuillez réessayer',
    useAlternative: 'Utiliser une vérification accessible',
    alternativeInstruction: 'Confirmez ci-dessous que vous êtes un humain. Aucune limite de temps.',
    confirmHuman: 'Je suis un humain',
  },
};

export type PressHoldChallengeMessage = keyof (typeof pressHoldChallengeMessages)['en-US'];
