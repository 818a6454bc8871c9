// The product's checkout in miniature, with the real React bindings: plain CommonJS without JSX
// so the test can ship it to the browser as is (see commonjs-graph.ts).
const React = require('react');
const { createRoot } = require('react-dom/client');
const { loadStripe } = require('@stripe/stripe-js');
const { Elements, PaymentElement, useStripe, useElements } = require('@stripe/react-stripe-js');

const h = React.createElement;
const query = new URLSearchParams(window.location.search);
const stripePromise = loadStripe(query.get('pk'), { locale: 'en' });

function CheckoutForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = React.useState(false);
  const [complete, setComplete] = React.useState(false);
  const [status, setStatus] = React.useState('');

  async function pay(event) {
    event.preventDefault();
    const result = await stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams: { return_url: window.location.href } });
    setStatus(result.error ? `error: ${result.error.message}` : `paid: ${result.paymentIntent.status}`);
  }

  return h(
    'form',
    { onSubmit: pay },
    h(PaymentElement, { onReady: () => setReady(true), onChange: (event) => setComplete(event.complete) }),
    h('button', { type: 'submit', disabled: !stripe || !ready }, complete ? 'Pay now' : 'Pay'),
    h('p', { role: 'status' }, status),
  );
}

createRoot(document.getElementById('root')).render(
  h(React.StrictMode, null, h(Elements, { stripe: stripePromise, options: { clientSecret: query.get('cs') } }, h(CheckoutForm))),
);
