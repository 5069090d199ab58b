import type { HelpText } from './structure';

export const en: HelpText = {
  faq: {
    payment: [
      { q: 'Which payment methods do you accept?', a: 'We accept Visa, Mastercard and American Express credit and debit cards, bank transfer and direct debit. Card payments are confirmed at once; a bank transfer takes one to three working days.' },
      { q: 'Is it safe to pay by card?', a: 'Yes. Card details travel encrypted and are never stored on our servers: we keep only the last four digits so you can recognise the payment in your history.' },
      { q: 'Can I get an invoice with my company details?', a: 'Yes. Every order produces an invoice with the billing details of your account. You can change them before paying and download the invoice as a PDF from the invoice list.' },
    ],
    delivery: [
      { q: 'How long does my order take to arrive?', a: 'The expected date is shown in the cart before you pay and is usually between one and eight days away. Orders placed before 2 pm leave the warehouse the same working day.' },
      { q: 'How much does shipping cost?', a: 'Products marked "Free shipping" ship for free. For the rest, the cost is itemised in the order summary before you confirm the payment.' },
      { q: 'Can I change the delivery address?', a: 'You can pick one of your saved addresses or add a new one while paying. Once the order has shipped, its address can no longer be changed from the dashboard.' },
    ],
    cancellationReturn: [
      { q: 'How do I cancel an order?', a: 'While the order is still "Placed" you can cancel it free of charge. Once it has left the warehouse, wait for it to arrive and ask for a return.' },
      { q: 'How long do I have to return a product?', a: 'You have 30 calendar days from delivery. The product must be in good condition and, where possible, in its original packaging.' },
      { q: 'When do I get my refund?', a: 'As soon as we receive and check the return, we refund you through the same payment method. It usually shows in your account within five to ten working days.' },
    ],
    myOrders: [
      { q: 'Where can I see the status of my orders?', a: 'Every order goes through Placed, Shipped and Delivered (or Cancelled) as it is prepared and travels. The expected delivery date is set when you place the order.' },
      { q: 'Can I add products to an order I have already placed?', a: 'No: a confirmed order cannot be extended. Place a new order with the missing products; if both go to the same address, we ship them together when we can.' },
      { q: 'What if something is missing from my order?', a: 'Write to us within seven days of delivery with the order number and what is missing. We will send the missing items or refund their price.' },
    ],
    productServices: [
      { q: 'Do products come with a warranty?', a: 'Every product has the three-year legal warranty. Some brands add a warranty of their own, shown on the product page.' },
      { q: 'How does the wishlist work?', a: 'Click the heart on any product to save it to your wishlist. From there you can move it to the cart whenever you like; the list is kept in your account.' },
      { q: 'Do you offer installation or technical support?', a: 'The Standard and Enterprise plans include e-mail support during office hours. For installation questions, check the knowledge base first: the step-by-step guides are there.' },
    ],
  },
  kb: {
    'getting-started': {
      title: 'Getting started',
      desc: 'Tour the dashboard, invite your team and set the language and look you like.',
      questions: {
        'tour-of-the-dashboard': {
          q: 'What is on the main dashboard?',
          html: '<p>The e-commerce dashboard sums up the month’s sales, orders, revenue and best-selling products, computed from your shop’s real data.</p><p>The menu leads to the apps: e-mail, chat, tasks, calendar, kanban, invoices and the shop. The search box in the top bar finds pages and contacts.</p>',
        },
        'invite-your-team': {
          q: 'How do I invite someone from my team?',
          html: '<p>On <strong>Users</strong>, click “Add user”, enter their name and e-mail and choose their role. They receive a link to choose their password.</p><p>Until they use it, their account stays pending. The role decides which screens they see and what they may change.</p>',
        },
        'language-and-theme': {
          q: 'How do I change the language and the theme?',
          html: '<p>The language picker in the top bar switches the whole interface at once: Spanish, English, French, German, Portuguese or Arabic (right to left).</p><p>The gear opens the customizer: light or dark skin, horizontal or vertical menu, content width and more. Your choices are remembered in this browser.</p>',
        },
      },
    },
    'account-security': {
      title: 'Account and security',
      desc: 'Password, two-step verification and control over open sessions.',
      questions: {
        'change-your-password': {
          q: 'How do I change my password?',
          html: '<p>Open <strong>Account settings</strong>, Security tab. Enter your current password and the new one twice.</p><p>Saving it signs out every other session of your account; the one in this browser stays open.</p>',
        },
        'two-step-verification': {
          q: 'How do I turn on two-step verification?',
          html: '<p>On the Security tab of the settings, click “Turn on” and scan the QR code with your authenticator app. Enter the six-digit code it shows to confirm.</p><p>Keep the ten recovery codes somewhere safe: each works once if you lose your phone.</p>',
        },
        'sign-out-other-sessions': {
          q: 'How do I sign out my other devices?',
          html: '<p>The Security tab lists your open sessions with the browser and address each started from.</p><p>Click “Sign out everywhere else” and all but the current one stop working on their next request.</p>',
        },
      },
    },
    'orders-payments': {
      title: 'Orders and payments',
      desc: 'Payment methods, invoices and what to do when a charge does not go through.',
      questions: {
        'accepted-payment-methods': {
          q: 'Which payment methods can I use?',
          html: '<p>The last step of the checkout takes credit and debit cards. The total is computed on the server from the catalogue prices, the discount and shipping.</p><p>We keep only the last four digits of the card.</p>',
        },
        'download-an-invoice': {
          q: 'How do I download an invoice?',
          html: '<p>Open the invoice from <strong>Invoices</strong> and click “Print”: the browser lets you save it as a PDF.</p><p>From the same view you can e-mail it to the client or record a payment.</p>',
        },
        'declined-payment': {
          q: 'What if my payment is declined?',
          html: '<p>Check the card number, expiry date and security code. An expired card or wrong details are refused before the order is sent.</p><p>If the details are right, ask your bank: some block online purchases for safety.</p>',
        },
      },
    },
    'shipping-delivery': {
      title: 'Shipping and delivery',
      desc: 'Delivery times, following an order and addresses.',
      questions: {
        'delivery-times': {
          q: 'How long does delivery take?',
          html: '<p>The expected delivery date shows in the cart before you pay and does not change until you place the order.</p><p>Most orders arrive between one and eight days later.</p>',
        },
        'track-your-order': {
          q: 'How do I follow my order?',
          html: '<p>Your order goes from <strong>Placed</strong> to <strong>Shipped</strong> when it leaves the warehouse, and to <strong>Delivered</strong> when it arrives.</p><p>If the expected date passes and it has not arrived, write to us with the order number.</p>',
        },
        'change-the-delivery-address': {
          q: 'Can I change the delivery address?',
          html: '<p>During checkout you pick one of your saved addresses or add a new one, home or office.</p><p>Once the order has shipped, the address cannot be changed.</p>',
        },
      },
    },
    'returns-refunds': {
      title: 'Returns and refunds',
      desc: 'How to return a product, cancel an order and when the money arrives.',
      questions: {
        'return-a-product': {
          q: 'How do I return a product?',
          html: '<p>You have 30 days from delivery. Write to us with the order number and the product you want to return, and we will send you a shipping label.</p><p>Pack the product with care, in its original box if you can.</p>',
        },
        'when-refunds-arrive': {
          q: 'When does the refund arrive?',
          html: '<p>We issue the refund as soon as we have checked the returned product, through the same payment method.</p><p>Depending on the bank, it takes five to ten working days to show in your account.</p>',
        },
        'cancel-an-order': {
          q: 'Can I cancel an order?',
          html: '<p>Yes, while it is still <strong>Placed</strong>. A cancelled order is not charged.</p><p>If it has already shipped, wait for it to arrive and ask for a return.</p>',
        },
      },
    },
    'api-integrations': {
      title: 'API and integrations',
      desc: 'API keys that let your programs work with the dashboard.',
      questions: {
        'create-an-api-key': {
          q: 'How do I create an API key?',
          html: '<p>Open <strong>API key</strong> in the pages menu, click “Create key” and give it a name that says where you will use it.</p><p>The key is shown only once: copy it and keep it somewhere safe.</p>',
        },
        'authenticate-requests': {
          q: 'How do I use the key in my requests?',
          html: '<p>Send the key in the <code>Authorization: Bearer</code> header of each request to <code>/api</code>.</p><p>The key has your account’s permissions: what your role cannot do, the key cannot do either.</p>',
        },
        'revoke-a-key': {
          q: 'How do I revoke a key?',
          html: '<p>In the list of keys, click “Revoke” beside the one you no longer need and confirm.</p><p>Requests with that key get a 401 error from then on.</p>',
        },
      },
    },
  },
  plans: {
    basic: { title: 'Basic', subtitle: 'Start selling at no cost', benefits: ['100 responses a month', 'Up to 2 subdomains'] },
    standard: {
      title: 'Standard',
      subtitle: 'For growing shops',
      benefits: ['Unlimited responses', 'Social profile page', 'Integration with your document suite', 'Custom thank-you page'],
    },
    enterprise: {
      title: 'Enterprise',
      subtitle: 'For large teams and many shops',
      benefits: ['Payments through an external provider', 'Logic jumps in forms', 'File upload with 5 GB of storage', 'Custom domain support', 'Card payment provider integration'],
    },
  },
  pricingQuestions: [
    { q: 'Can I change plans later?', a: 'Yes, at any time from this page. The change applies at once and the amount is adjusted on your next invoice.' },
    { q: 'What happens at the end of a yearly plan?', a: 'The plan renews for another year at the same price, unless you change plans or cancel before the renewal.' },
    { q: 'Is the Basic plan free forever?', a: 'Yes. The Basic plan does not expire; it only has the response and subdomain limits shown.' },
  ],
};
