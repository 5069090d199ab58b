import type { BackendModule } from '@/platform/module';
import { componentsModule } from './components/module';
import { formsModule } from './forms/module';
import { chartsModule } from './charts/module';
import { formPatternsModule } from './form-patterns/module';
import { datatablesModule } from './tables/module';

/**
 * The UI showcase's sections that serve data of their own (select options, employees, chart series…), served
 * beside the business modules. A section is built like a module; adding one that has a backend: one line here.
 */
export const showcaseModules: BackendModule[] = [componentsModule, formsModule, formPatternsModule, chartsModule, datatablesModule];
