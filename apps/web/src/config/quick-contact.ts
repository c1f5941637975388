/** The shop's chat page behind the floating Messenger button (the phone and Zalo follow the hotline setting). */
export const quickContactPages = {
  messenger: 'https://m.me/senvanggroup',
} as const;
