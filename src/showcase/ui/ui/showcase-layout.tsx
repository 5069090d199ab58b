import './ui-basics.scss';

export { Demo, ShowcasePage } from '@/web/components/demo-page';
