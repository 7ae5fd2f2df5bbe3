import { BANK } from '@bank/shared';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from './icons';
import './social-links.css';

const LINKS = [
  { name: 'facebook', href: BANK.social.facebook, Icon: FacebookIcon },
  { name: 'youtube', href: BANK.social.youtube, Icon: YoutubeIcon },
  { name: 'linkedin', href: BANK.social.linkedin, Icon: LinkedinIcon },
  { name: 'instagram', href: BANK.social.instagram, Icon: InstagramIcon },
];

/** The bank's social pages, opening in a new tab. */
export function SocialLinks({ className = 'social' }: { className?: string }) {
  return (
    <ul className={className} role="list">
      {LINKS.map(({ name, href, Icon }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${BANK.shortName} on ${name}`}>
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
