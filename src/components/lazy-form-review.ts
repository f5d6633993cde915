import { lazyComponent } from './lazy-component'

/** The review and its renderings load the first time a form is reviewed. */
export const FormReview = lazyComponent(() => import('./form-review').then((m) => m.FormReview))
