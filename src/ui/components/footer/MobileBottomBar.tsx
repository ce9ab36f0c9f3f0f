import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import RestaurantMenuOutlined from '@mui/icons-material/RestaurantMenuOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { LogoMark } from '../brand/Logo';
import controls from '../controls/controls.module.css';
import { keepClear } from '../feedback/toastPlacement';
import css from './mobileBottomBar.module.css';

const ITEMS: { label: MessageId; to: string; icon: ReactNode }[] = [
  { label: 'bottomBar.home', to: '/', icon: <LogoMark size={24} /> },
  { label: 'bottomBar.food', to: '/foods/item-card/2', icon: <RestaurantMenuOutlined /> },
  { label: 'header.offers', to: '/offers-near-me', icon: <LocalOfferOutlined /> },
  { label: 'header.help', to: '/help', icon: <HelpOutlineOutlined /> },
];

/**
 * Bottom navigation for phones; hidden from medium screens up. Drawn as MUI's BottomNavigation on a raised Paper
 * was, from plain links (FEATURES F-bytes); the current page's link is marked for assistive technology too.
 */
export function MobileBottomBar() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('bottomBar.label')} className={css.bar} {...keepClear('bottom')}>
      <div className={css.actions}>
        {ITEMS.map((item) => (
          <RouterLink
            key={item.label}
            to={item.to}
            aria-current={item.to === pathname ? 'page' : undefined}
            className={`${controls.base} ${css.action}`}
          >
            {item.icon}
            <span className={css.label}>{t(item.label)}</span>
          </RouterLink>
        ))}
      </div>
    </nav>
  );
}
