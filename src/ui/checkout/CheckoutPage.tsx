import { Suspense } from 'react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import type { addressFormMachine } from '../../machines/addresses/address-form.machine.ts';
import type { CheckoutEvent } from '../../machines/checkout/checkout.machine.ts';
import type { CheckoutView } from '../../machines/checkout/checkout.view.ts';
import { CartLoadFailed } from '../app/CartLoadFailed.tsx';
import { lazyOverlay } from '../app/lazy-overlay.ts';
import { PageMeta } from '../frame/PageMeta.tsx';
import { primaryButton, secondaryButton } from '../styles/buttons.css.ts';
import * as styles from './CheckoutPage.css.ts';
import { MachineForm } from '../widgets/MachineForm.tsx';

interface CheckoutPageProps {
  readonly view: CheckoutView;
  readonly send: (event: CheckoutEvent) => void;
  /** The address form while its dialog is open. */
  readonly addressForm?: ActorRefFrom<typeof addressFormMachine>;
}

// The dialog and react-aria download when the shopper first opens it.
const { Overlay: AddressDialog, preload: preloadAddressDialog } = lazyOverlay(
  async () => (await import('../app/AddressDialog.tsx')).AddressDialog,
);

/** /checkout: delivery address, shipping method, notes, order summary and Pay. */
export function CheckoutPage({ view, send, addressForm }: CheckoutPageProps) {
  return (
    <div className={styles.page}>
      <PageMeta title="Checkout" />
      <h1 className={styles.title}>Checkout</h1>
      {view.status === 'loading' && <p role="status">Loading your cart...</p>}
      {view.status === 'cartFailed' && <CartLoadFailed onRetry={() => send({ type: 'cart.retry' })} />}
      {view.status === 'empty' && (
        <>
          <p>Your cart is empty</p>
          <Link className={primaryButton} to="/shop">
            Continue Shopping
          </Link>
        </>
      )}
      {view.status === 'ready' && <CheckoutForm view={view} send={send} addressForm={addressForm} />}
    </div>
  );
}

/** The form itself, once the cart and the address book are there. */
function CheckoutForm({ view, send, addressForm }: CheckoutPageProps) {
  return (
    <>
      <MachineForm className={styles.layout} onSubmit={() => send({ type: 'checkout.pay' })}>
        <div>
          {!view.needsDelivery && (
            <section className={styles.section} aria-labelledby="delivery-heading">
              <h2 id="delivery-heading" className={styles.legend}>
                Delivery
              </h2>
              <p className={styles.muted}>{view.noDeliveryNote}</p>
            </section>
          )}
          {view.needsDelivery && (
            <fieldset className={styles.section}>
              <legend className={styles.legend}>Delivery Address</legend>
              {view.addresses.length === 0 && <p className={styles.muted}>No saved addresses yet. Add one to continue.</p>}
              {view.addresses.map((address) => (
                <div key={address.id} className={styles.option}>
                  <input
                    id={`address-${address.id}`}
                    type="radio"
                    name="address"
                    checked={address.checked}
                    onChange={() => send({ type: 'address.select', addressId: address.id })}
                  />
                  <label className={styles.optionLabel} htmlFor={`address-${address.id}`}>
                    <strong>
                      {address.label}
                      {address.isDefault && <span className={styles.badge}>Default</span>}
                    </strong>
                    <span>{address.fullName}</span>
                    <span className={styles.muted}>{address.lines}</span>
                    {address.landmark !== '' && <span className={styles.muted}>{address.landmark}</span>}
                    <span className={styles.muted}>{address.phone}</span>
                  </label>
                  <button
                    type="button"
                    className={styles.textButton}
                    aria-label={`Edit ${address.label}`}
                    onPointerEnter={preloadAddressDialog}
                    onFocus={preloadAddressDialog}
                    onClick={() => send({ type: 'address.edit', addressId: address.id })}
                  >
                    Edit
                  </button>
                </div>
              ))}
              <div>
                <button
                  type="button"
                  className={secondaryButton}
                  onPointerEnter={preloadAddressDialog}
                  onFocus={preloadAddressDialog}
                  onClick={() => send({ type: 'address.add' })}
                >
                  Add New Address
                </button>
              </div>
            </fieldset>
          )}
          {view.needsDelivery && (
            <fieldset className={styles.section}>
              <legend className={styles.legend}>Shipping Method</legend>
              {view.shippingOptions.map((option) => (
                <div key={option.method} className={styles.option}>
                  <input
                    id={`shipping-${option.method}`}
                    type="radio"
                    name="shipping"
                    checked={option.checked}
                    onChange={() => send({ type: 'shipping.select', method: option.method })}
                  />
                  <label className={styles.optionLabel} htmlFor={`shipping-${option.method}`}>
                    <strong>
                      {option.name} – {option.fee}
                    </strong>
                    <span className={styles.muted}>{option.estimate}</span>
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          {view.paymentOptions.length > 0 && (
            <fieldset className={styles.section}>
              <legend className={styles.legend}>Payment</legend>
              {view.paymentOptions.map((option) => (
                <div key={option.method} className={styles.option}>
                  <input
                    id={`payment-${option.method}`}
                    type="radio"
                    name="payment"
                    checked={option.checked}
                    aria-describedby={`payment-${option.method}-detail`}
                    onChange={() => send({ type: 'payment.select', method: option.method })}
                  />
                  <div className={styles.optionLabel}>
                    <label htmlFor={`payment-${option.method}`}>
                      <strong>{option.name}</strong>
                    </label>
                    <span id={`payment-${option.method}-detail`} className={styles.muted}>
                      {option.detail}
                    </span>
                  </div>
                </div>
              ))}
            </fieldset>
          )}
          <div className={styles.section}>
            <label className={styles.legend} htmlFor="order-notes">
              Order Notes (optional)
            </label>
            <textarea
              id="order-notes"
              className={styles.notes}
              maxLength={500}
              value={view.notes}
              onChange={(event) => send({ type: 'notes.change', value: event.target.value })}
            />
          </div>
        </div>
        <section className={styles.summary} aria-labelledby="order-summary">
          <h2 id="order-summary" className={styles.summaryTitle}>
            Order Summary
          </h2>
          <ul className={styles.list}>
            {view.lines.map((line) => (
              <li key={line.key} className={styles.row}>
                <span>
                  {line.title} × {line.quantity}
                </span>
                <span>{line.total}</span>
              </li>
            ))}
          </ul>
          <p className={styles.row}>
            <span>Subtotal</span>
            <span>{view.subtotal}</span>
          </p>
          <p className={styles.row}>
            <span>Shipping</span>
            <span>{view.shipping}</span>
          </p>
          <p className={styles.totalRow}>
            <span>Total</span>
            <span>{view.total}</span>
          </p>
          {view.verifyEmail && (
            <div className={styles.verifyEmail}>
              <p role="alert">{view.verifyEmail.message}</p>
              <button
                type="button"
                className={secondaryButton}
                aria-disabled={view.verifyEmail.sending}
                onClick={() => !view.verifyEmail?.sending && send({ type: 'verification.resend' })}
              >
                {view.verifyEmail.resendLabel}
              </button>
              {view.verifyEmail.note && (
                <p
                  role={view.verifyEmail.noteIsError ? 'alert' : 'status'}
                  className={view.verifyEmail.noteIsError ? styles.error : styles.muted}
                >
                  {view.verifyEmail.note}
                </p>
              )}
            </div>
          )}
          <button type="submit" className={primaryButton} disabled={view.placing} aria-busy={view.placing}>
            {view.payLabel}
          </button>
        </section>
      </MachineForm>
      {view.dialogOpen && addressForm && (
        <Suspense fallback={null}>
          <AddressDialog actor={addressForm} onClose={() => send({ type: 'dialog.close' })} />
        </Suspense>
      )}
    </>
  );
}
