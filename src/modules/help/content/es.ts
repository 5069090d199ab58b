import type { HelpText } from './structure';

export const es: HelpText = {
  faq: {
    payment: [
      { q: '¿Qué formas de pago aceptáis?', a: 'Aceptamos tarjetas de crédito y débito Visa, Mastercard y American Express, transferencia bancaria y domiciliación (adeudo directo). El cobro con tarjeta se confirma al momento; una transferencia tarda de uno a tres días hábiles.' },
      { q: '¿Es seguro pagar con tarjeta?', a: 'Sí. Los datos de la tarjeta viajan cifrados y nunca se guardan en nuestros servidores: solo conservamos los cuatro últimos dígitos para que reconozcas el pago en tu historial.' },
      { q: '¿Puedo pedir una factura con los datos de mi empresa?', a: 'Sí. Cada pedido genera una factura con los datos de facturación de tu cuenta. Puedes cambiarlos antes de pagar y descargar la factura en PDF desde la lista de facturas.' },
    ],
    delivery: [
      { q: '¿Cuánto tarda en llegar mi pedido?', a: 'La fecha prevista aparece en el carrito antes de pagar y suele estar entre uno y ocho días. Los pedidos hechos antes de las 14:00 salen del almacén el mismo día hábil.' },
      { q: '¿Cuánto cuesta el envío?', a: 'Los productos marcados con «Envío gratis» no pagan envío. Para el resto, el coste aparece desglosado en el resumen del pedido antes de confirmar el pago.' },
      { q: '¿Puedo cambiar la dirección de entrega?', a: 'Puedes elegir entre tus direcciones guardadas o añadir una nueva durante el pago. Una vez enviado el pedido, la dirección ya no se puede cambiar desde el panel.' },
    ],
    cancellationReturn: [
      { q: '¿Cómo cancelo un pedido?', a: 'Mientras el pedido esté en estado «Realizado» puedes cancelarlo sin coste. Cuando ya ha salido del almacén, tendrás que esperar a recibirlo y solicitar una devolución.' },
      { q: '¿Cuál es el plazo para devolver un producto?', a: 'Tienes 30 días naturales desde la entrega. El producto debe estar en buen estado y, a ser posible, en su embalaje original.' },
      { q: '¿Cuándo recibo el reembolso?', a: 'En cuanto recibimos y revisamos la devolución, emitimos el reembolso por el mismo medio de pago. Suele verse en tu cuenta en un plazo de cinco a diez días hábiles.' },
    ],
    myOrders: [
      { q: '¿Dónde veo el estado de mis pedidos?', a: 'Cada pedido pasa por los estados Realizado, Enviado y Entregado (o Cancelado) a medida que se prepara y viaja. La fecha de entrega prevista se fija al hacer el pedido.' },
      { q: '¿Puedo añadir productos a un pedido ya hecho?', a: 'No: un pedido confirmado no se puede ampliar. Haz un pedido nuevo con los productos que te faltan; si los dos van a la misma dirección, los enviamos juntos cuando es posible.' },
      { q: '¿Qué hago si falta algo en mi pedido?', a: 'Escríbenos en un plazo de siete días desde la entrega indicando el número de pedido y qué falta. Te enviaremos lo que falte o te reembolsaremos su importe.' },
    ],
    productServices: [
      { q: '¿Los productos tienen garantía?', a: 'Todos los productos tienen la garantía legal de tres años. Algunas marcas ofrecen además una garantía propia, que se indica en la ficha del producto.' },
      { q: '¿Cómo funciona la lista de deseos?', a: 'Pulsa el corazón de cualquier producto para guardarlo en tu lista de deseos. Desde ella puedes pasarlo al carrito cuando quieras; la lista se guarda en tu cuenta.' },
      { q: '¿Ofrecéis instalación o soporte técnico?', a: 'Los planes Standard y Enterprise incluyen soporte por correo en horario laboral. Para dudas de instalación, consulta primero la base de conocimiento: ahí están las guías paso a paso.' },
    ],
  },
  kb: {
    'getting-started': {
      title: 'Primeros pasos',
      desc: 'Recorre el panel, invita a tu equipo y ajusta el idioma y el aspecto a tu gusto.',
      questions: {
        'tour-of-the-dashboard': {
          q: '¿Qué encuentro en el panel principal?',
          html: '<p>El panel de comercio electrónico resume las ventas del mes, los pedidos, los ingresos y los productos más vendidos, calculados con los datos reales de tu tienda.</p><p>Desde el menú llegas a las aplicaciones: correo, chat, tareas, calendario, kanban, facturas y tienda. El buscador de la barra superior encuentra páginas y contactos.</p>',
        },
        'invite-your-team': {
          q: '¿Cómo invito a una persona de mi equipo?',
          html: '<p>En <strong>Usuarios</strong>, pulsa «Añadir usuario», escribe su nombre y su correo y elige su rol. Recibirá un enlace para elegir su contraseña.</p><p>Hasta que lo use, su cuenta queda como pendiente. El rol decide qué pantallas ve y qué puede cambiar.</p>',
        },
        'language-and-theme': {
          q: '¿Cómo cambio el idioma y el tema?',
          html: '<p>El selector de idioma de la barra superior cambia toda la interfaz al momento: español, inglés, francés, alemán, portugués o árabe (de derecha a izquierda).</p><p>El engranaje abre el personalizador: tema claro u oscuro, menú horizontal o vertical, ancho del contenido y más. Tus elecciones se recuerdan en este navegador.</p>',
        },
      },
    },
    'account-security': {
      title: 'Cuenta y seguridad',
      desc: 'Contraseña, verificación en dos pasos y control de las sesiones abiertas.',
      questions: {
        'change-your-password': {
          q: '¿Cómo cambio mi contraseña?',
          html: '<p>Abre <strong>Ajustes de la cuenta</strong>, pestaña Seguridad. Escribe tu contraseña actual y la nueva dos veces.</p><p>Al guardarla, se cierran las demás sesiones abiertas con tu cuenta; la de este navegador sigue activa.</p>',
        },
        'two-step-verification': {
          q: '¿Cómo activo la verificación en dos pasos?',
          html: '<p>En la pestaña Seguridad de los ajustes, pulsa «Activar» y escanea el código QR con tu aplicación de autenticación. Escribe el código de seis cifras que te muestre para confirmar.</p><p>Guarda los diez códigos de recuperación en un lugar seguro: cada uno sirve una vez si pierdes el teléfono.</p>',
        },
        'sign-out-other-sessions': {
          q: '¿Cómo cierro las sesiones de otros dispositivos?',
          html: '<p>La pestaña Seguridad lista tus sesiones abiertas con el navegador y la dirección desde la que se iniciaron.</p><p>Pulsa «Cerrar las demás sesiones» y todas menos la actual dejarán de funcionar en su siguiente petición.</p>',
        },
      },
    },
    'orders-payments': {
      title: 'Pedidos y pagos',
      desc: 'Formas de pago, facturas y qué hacer si un cobro no se completa.',
      questions: {
        'accepted-payment-methods': {
          q: '¿Qué formas de pago puedo usar?',
          html: '<p>En el último paso del pago puedes usar tarjeta de crédito o débito. El importe total se calcula en el servidor con los precios del catálogo, el descuento y el envío.</p><p>Solo guardamos los cuatro últimos dígitos de la tarjeta.</p>',
        },
        'download-an-invoice': {
          q: '¿Cómo descargo una factura?',
          html: '<p>Abre la factura desde <strong>Facturas</strong> y pulsa «Imprimir»: el navegador te deja guardarla como PDF.</p><p>Desde la misma vista puedes enviarla por correo al cliente o registrar un pago.</p>',
        },
        'declined-payment': {
          q: '¿Qué hago si rechazan mi pago?',
          html: '<p>Comprueba el número, la fecha de caducidad y el código de seguridad de la tarjeta. Una tarjeta caducada o con datos incorrectos se rechaza antes de enviar el pedido.</p><p>Si los datos son correctos, consulta con tu banco: algunos bloquean compras en línea por seguridad.</p>',
        },
      },
    },
    'shipping-delivery': {
      title: 'Envíos y entregas',
      desc: 'Plazos de entrega, seguimiento del pedido y direcciones.',
      questions: {
        'delivery-times': {
          q: '¿Cuánto tarda un envío?',
          html: '<p>La fecha de entrega prevista aparece en el carrito antes de pagar y no cambia hasta que haces el pedido.</p><p>La mayoría de los pedidos llegan entre uno y ocho días después.</p>',
        },
        'track-your-order': {
          q: '¿Cómo sigo mi pedido?',
          html: '<p>Tu pedido pasa de <strong>Realizado</strong> a <strong>Enviado</strong> cuando sale del almacén y a <strong>Entregado</strong> cuando llega.</p><p>Si pasa la fecha prevista y sigue sin llegar, escríbenos con el número de pedido.</p>',
        },
        'change-the-delivery-address': {
          q: '¿Puedo cambiar la dirección de entrega?',
          html: '<p>Durante el pago eliges una de tus direcciones guardadas o añades una nueva, de casa o de oficina.</p><p>Cuando el pedido ya está enviado, la dirección no se puede cambiar.</p>',
        },
      },
    },
    'returns-refunds': {
      title: 'Devoluciones y reembolsos',
      desc: 'Cómo devolver un producto, cancelar un pedido y cuándo llega el dinero.',
      questions: {
        'return-a-product': {
          q: '¿Cómo devuelvo un producto?',
          html: '<p>Tienes 30 días desde la entrega. Escríbenos con el número de pedido y el producto que quieres devolver, y te enviaremos una etiqueta de envío.</p><p>Embala el producto con cuidado, a ser posible en su caja original.</p>',
        },
        'when-refunds-arrive': {
          q: '¿Cuándo llega el reembolso?',
          html: '<p>Emitimos el reembolso en cuanto revisamos el producto devuelto, por el mismo medio de pago.</p><p>Según el banco, tarda de cinco a diez días hábiles en verse en tu cuenta.</p>',
        },
        'cancel-an-order': {
          q: '¿Puedo cancelar un pedido?',
          html: '<p>Sí, mientras siga en estado <strong>Realizado</strong>. Un pedido cancelado no se cobra.</p><p>Si ya está enviado, espera a recibirlo y solicita una devolución.</p>',
        },
      },
    },
    'api-integrations': {
      title: 'API e integraciones',
      desc: 'Claves de API para que tus programas trabajen con el panel.',
      questions: {
        'create-an-api-key': {
          q: '¿Cómo creo una clave de API?',
          html: '<p>Abre <strong>Clave de API</strong> en el menú de páginas, pulsa «Crear clave» y dale un nombre que diga dónde la usarás.</p><p>La clave se muestra una sola vez: cópiala y guárdala en un lugar seguro.</p>',
        },
        'authenticate-requests': {
          q: '¿Cómo uso la clave en mis peticiones?',
          html: '<p>Envía la clave en la cabecera <code>Authorization: Bearer</code> de cada petición a <code>/api</code>.</p><p>La clave tiene los mismos permisos que tu cuenta: si tu rol no puede hacer algo, la clave tampoco.</p>',
        },
        'revoke-a-key': {
          q: '¿Cómo revoco una clave?',
          html: '<p>En la lista de claves, pulsa «Revocar» junto a la que ya no necesitas y confirma.</p><p>Las peticiones con esa clave reciben un error 401 desde ese momento.</p>',
        },
      },
    },
  },
  plans: {
    basic: { title: 'Básico', subtitle: 'Para empezar a vender sin coste', benefits: ['100 respuestas al mes', 'Hasta 2 subdominios'] },
    standard: {
      title: 'Estándar',
      subtitle: 'Para tiendas que crecen',
      benefits: ['Respuestas ilimitadas', 'Página de perfil social', 'Integración con tu suite de documentos', 'Página de agradecimiento personalizada'],
    },
    enterprise: {
      title: 'Empresa',
      subtitle: 'Para equipos grandes y muchas tiendas',
      benefits: ['Cobro con pasarela de pago externa', 'Saltos lógicos en formularios', 'Subida de archivos con 5 GB de almacenamiento', 'Dominio propio', 'Integración con pasarela de pago con tarjeta'],
    },
  },
  pricingQuestions: [
    { q: '¿Puedo cambiar de plan más adelante?', a: 'Sí, en cualquier momento desde esta página. El cambio se aplica al instante y el importe se ajusta en la siguiente factura.' },
    { q: '¿Qué ocurre al final del año en el pago anual?', a: 'El plan se renueva por otro año al mismo precio, salvo que cambies de plan o lo canceles antes de la renovación.' },
    { q: '¿El plan Básico es gratis para siempre?', a: 'Sí. El plan Básico no caduca; solo tiene los límites de respuestas y subdominios indicados.' },
  ],
};
