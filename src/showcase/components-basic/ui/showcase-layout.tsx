import './components-basic.scss';

export { Demo, ShowcasePage } from '@/web/components/demo-page';
