/** The header's links and labels (SPEC section 2, "Header and footer"). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/features', label: 'Features' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'Our Purpose' },
  { to: '/help', label: 'Help Center' },
  { to: '/contact', label: 'Contact' },
  { to: '/faqs', label: 'FAQ' },
] as const;

export const POLICY_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookies-policy', label: 'Cookies Policy' },
] as const;
