import { BANK, SOCIAL_NETWORKS } from '@bank/shared';
import { useSiteSettings } from '../lib/site-settings';
import { NEW_TAB_NOTICE } from './external-link';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from './icons';
import './social-links.css';
import { useI18n } from '../lib/i18n';

const NETWORKS = {
  facebook: { title: 'Facebook', Icon: FacebookIcon },
  youtube: { title: 'YouTube', Icon: YoutubeIcon },
  linkedin: { title: 'LinkedIn', Icon: LinkedinIcon },
  instagram: { title: 'Instagram', Icon: InstagramIcon },
} as const;

/** The bank's social pages it has set (the site settings), opening in a new tab; nothing when it has set none. */
export function SocialLinks({ className = 'social' }: { className?: string }) {
  const i18n = useI18n();
  const settings = useSiteSettings();
  const links = SOCIAL_NETWORKS.filter(({ setting }) => settings[setting] !== '');
  if (links.length === 0) return null;
  return (
    <ul className={className} role="list">
      {links.map(({ setting, name }) => {
        const { title, Icon } = NETWORKS[name];
        return (
          <li key={name}>
            <a
              href={settings[setting]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${i18n._('{bank} on {network}', { bank: BANK.shortName, network: title })} ${i18n._(NEW_TAB_NOTICE)}`}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
