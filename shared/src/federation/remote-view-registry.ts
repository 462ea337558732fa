import type { AddressBookViewProps, CartSummaryViewProps, EnquiryRequestViewProps, OrderSummaryViewProps, PaymentPanelsViewProps } from './checkout-views';
import type { ExposedModule, RemoteName } from './remote-exposes';

/**
 * The views one remote shows of another through RemoteView, with their props: remote → exposed module
 * → props. Each key must be a module its remote exposes (checked below), so renaming an expose, or
 * asking for a view by a misspelt name, fails the type-check of both sides.
 */
export interface RemoteViewRegistry {
  checkout: {
    CartSummary: CartSummaryViewProps;
    OrderSummary: OrderSummaryViewProps;
    EnquiryRequest: EnquiryRequestViewProps;
    PaymentPanels: PaymentPanelsViewProps;
    AddressBook: AddressBookViewProps;
  };
}

/** The remotes whose views another remote shows. */
export type ViewRemote = keyof RemoteViewRegistry;
/** A view of `R` another remote may show. */
export type ViewModule<R extends ViewRemote> = keyof RemoteViewRegistry[R] & string;
/** The props of the view `M` of `R`. */
export type ViewProps<R extends ViewRemote, M extends ViewModule<R>> = RemoteViewRegistry[R][M];

/** Fails to compile when a registered view names a remote or a module the remotes do not expose. */
type RegisteredViewsAreExposed = {
  [R in ViewRemote]: R extends RemoteName ? (ViewModule<R> extends ExposedModule<R> ? true : ['not exposed by', R, Exclude<ViewModule<R>, ExposedModule<R>>]) : ['no such remote', R];
};
const registeredViewsAreExposed: RegisteredViewsAreExposed = { checkout: true };
void registeredViewsAreExposed;
