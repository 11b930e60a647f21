/** The utility's four social networks (document 1 section 2, pre-login header); configurable per build. */
const env = import.meta.env as Record<string, string | undefined>;

export const socialLinks = [
  { network: 'facebook', href: env.VITE_SOCIAL_FACEBOOK ?? 'https://www.facebook.com/' },
  { network: 'x', href: env.VITE_SOCIAL_X ?? 'https://x.com/' },
  { network: 'instagram', href: env.VITE_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/' },
  { network: 'youtube', href: env.VITE_SOCIAL_YOUTUBE ?? 'https://www.youtube.com/' },
] as const;
