import type { HelpText } from './structure';

export const pt: HelpText = {
  faq: {
    payment: [
      { q: 'Quais formas de pagamento vocês aceitam?', a: 'Aceitamos cartões de crédito e débito Visa, Mastercard e American Express, transferência bancária e débito automático. O pagamento com cartão é confirmado na hora; uma transferência leva de um a três dias úteis.' },
      { q: 'É seguro pagar com cartão?', a: 'Sim. Os dados do cartão trafegam criptografados e nunca ficam guardados em nossos servidores: mantemos só os quatro últimos dígitos para você reconhecer o pagamento no histórico.' },
      { q: 'Posso receber uma nota com os dados da minha empresa?', a: 'Sim. Cada pedido gera uma fatura com os dados de cobrança da sua conta. Você pode alterá-los antes de pagar e baixar a fatura em PDF na lista de faturas.' },
    ],
    delivery: [
      { q: 'Quanto tempo meu pedido leva para chegar?', a: 'A data prevista aparece no carrinho antes do pagamento e costuma ficar entre um e oito dias. Pedidos feitos antes das 14h saem do depósito no mesmo dia útil.' },
      { q: 'Quanto custa o frete?', a: 'Produtos marcados com “Frete grátis” não pagam frete. Para os demais, o custo aparece detalhado no resumo do pedido antes de você confirmar o pagamento.' },
      { q: 'Posso mudar o endereço de entrega?', a: 'Você escolhe um dos endereços salvos ou adiciona um novo durante o pagamento. Depois que o pedido é enviado, o endereço não pode mais ser alterado pelo painel.' },
    ],
    cancellationReturn: [
      { q: 'Como cancelo um pedido?', a: 'Enquanto o pedido estiver como “Realizado”, você pode cancelá-lo sem custo. Depois que sair do depósito, espere recebê-lo e solicite uma devolução.' },
      { q: 'Qual é o prazo para devolver um produto?', a: 'Você tem 30 dias corridos a partir da entrega. O produto deve estar em bom estado e, se possível, na embalagem original.' },
      { q: 'Quando recebo o reembolso?', a: 'Assim que recebemos e conferimos a devolução, reembolsamos pela mesma forma de pagamento. Normalmente o valor aparece na sua conta em cinco a dez dias úteis.' },
    ],
    myOrders: [
      { q: 'Onde vejo a situação dos meus pedidos?', a: 'Cada pedido passa por Realizado, Enviado e Entregue (ou Cancelado) conforme é preparado e transportado. A data de entrega prevista é definida quando você faz o pedido.' },
      { q: 'Posso adicionar produtos a um pedido já feito?', a: 'Não: um pedido confirmado não pode ser ampliado. Faça um novo pedido com os produtos que faltam; se os dois forem para o mesmo endereço, enviamos juntos quando possível.' },
      { q: 'E se faltar algo no meu pedido?', a: 'Escreva para nós em até sete dias após a entrega com o número do pedido e o que falta. Enviaremos os itens faltantes ou reembolsaremos o valor deles.' },
    ],
    productServices: [
      { q: 'Os produtos têm garantia?', a: 'Todos os produtos têm a garantia legal. Algumas marcas oferecem também uma garantia própria, indicada na página do produto.' },
      { q: 'Como funciona a lista de desejos?', a: 'Clique no coração de qualquer produto para salvá-lo na lista de desejos. De lá você pode passá-lo ao carrinho quando quiser; a lista fica guardada na sua conta.' },
      { q: 'Vocês oferecem instalação ou suporte técnico?', a: 'Os planos Padrão e Empresarial incluem suporte por e-mail em horário comercial. Para dúvidas de instalação, consulte primeiro a base de conhecimento: os guias passo a passo estão lá.' },
    ],
  },
  kb: {
    'getting-started': {
      title: 'Primeiros passos',
      desc: 'Conheça o painel, convide sua equipe e ajuste o idioma e a aparência.',
      questions: {
        'tour-of-the-dashboard': {
          q: 'O que encontro no painel principal?',
          html: '<p>O painel de e-commerce resume as vendas do mês, os pedidos, a receita e os produtos mais vendidos, calculados com os dados reais da sua loja.</p><p>O menu leva aos aplicativos: e-mail, chat, tarefas, calendário, kanban, faturas e loja. A busca da barra superior encontra páginas e contatos.</p>',
        },
        'invite-your-team': {
          q: 'Como convido alguém da minha equipe?',
          html: '<p>Em <strong>Usuários</strong>, clique em “Adicionar usuário”, informe o nome e o e-mail e escolha a função. A pessoa recebe um link para definir a senha.</p><p>Até usá-lo, a conta fica pendente. A função decide quais telas ela vê e o que pode alterar.</p>',
        },
        'language-and-theme': {
          q: 'Como mudo o idioma e o tema?',
          html: '<p>O seletor de idioma da barra superior troca toda a interface na hora: espanhol, inglês, francês, alemão, português ou árabe (da direita para a esquerda).</p><p>A engrenagem abre o personalizador: tema claro ou escuro, menu horizontal ou vertical, largura do conteúdo e mais. Suas escolhas ficam salvas neste navegador.</p>',
        },
      },
    },
    'account-security': {
      title: 'Conta e segurança',
      desc: 'Senha, verificação em duas etapas e controle das sessões abertas.',
      questions: {
        'change-your-password': {
          q: 'Como altero minha senha?',
          html: '<p>Abra <strong>Configurações da conta</strong>, aba Segurança. Digite a senha atual e a nova duas vezes.</p><p>Ao salvar, as outras sessões da sua conta são encerradas; a deste navegador continua aberta.</p>',
        },
        'two-step-verification': {
          q: 'Como ativo a verificação em duas etapas?',
          html: '<p>Na aba Segurança das configurações, clique em “Ativar” e leia o código QR com seu aplicativo autenticador. Digite o código de seis dígitos que ele mostrar para confirmar.</p><p>Guarde os dez códigos de recuperação em lugar seguro: cada um vale uma vez se você perder o celular.</p>',
        },
        'sign-out-other-sessions': {
          q: 'Como encerro as sessões dos outros dispositivos?',
          html: '<p>A aba Segurança lista suas sessões abertas com o navegador e o endereço de onde cada uma começou.</p><p>Clique em “Sair de todos os outros lugares” e todas, menos a atual, param de funcionar na próxima requisição.</p>',
        },
      },
    },
    'orders-payments': {
      title: 'Pedidos e pagamentos',
      desc: 'Formas de pagamento, faturas e o que fazer se uma cobrança falhar.',
      questions: {
        'accepted-payment-methods': {
          q: 'Quais formas de pagamento posso usar?',
          html: '<p>A última etapa do pagamento aceita cartões de crédito e débito. O total é calculado no servidor com os preços do catálogo, o desconto e o frete.</p><p>Guardamos só os quatro últimos dígitos do cartão.</p>',
        },
        'download-an-invoice': {
          q: 'Como baixo uma fatura?',
          html: '<p>Abra a fatura em <strong>Faturas</strong> e clique em “Imprimir”: o navegador permite salvá-la em PDF.</p><p>Na mesma tela você pode enviá-la por e-mail ao cliente ou registrar um pagamento.</p>',
        },
        'declined-payment': {
          q: 'O que faço se meu pagamento for recusado?',
          html: '<p>Confira o número, a validade e o código de segurança do cartão. Um cartão vencido ou com dados errados é recusado antes de o pedido ser enviado.</p><p>Se os dados estiverem certos, fale com seu banco: alguns bloqueiam compras on-line por segurança.</p>',
        },
      },
    },
    'shipping-delivery': {
      title: 'Envio e entrega',
      desc: 'Prazos de entrega, acompanhamento do pedido e endereços.',
      questions: {
        'delivery-times': {
          q: 'Quanto tempo leva uma entrega?',
          html: '<p>A data de entrega prevista aparece no carrinho antes do pagamento e não muda até você fazer o pedido.</p><p>A maioria dos pedidos chega entre um e oito dias depois.</p>',
        },
        'track-your-order': {
          q: 'Como acompanho meu pedido?',
          html: '<p>Seu pedido passa de <strong>Realizado</strong> a <strong>Enviado</strong> quando sai do depósito, e a <strong>Entregue</strong> quando chega.</p><p>Se a data prevista passar sem entrega, escreva para nós com o número do pedido.</p>',
        },
        'change-the-delivery-address': {
          q: 'Posso mudar o endereço de entrega?',
          html: '<p>No pagamento você escolhe um endereço salvo ou adiciona um novo, de casa ou do escritório.</p><p>Depois que o pedido é enviado, o endereço não pode ser alterado.</p>',
        },
      },
    },
    'returns-refunds': {
      title: 'Devoluções e reembolsos',
      desc: 'Como devolver um produto, cancelar um pedido e quando o dinheiro chega.',
      questions: {
        'return-a-product': {
          q: 'Como devolvo um produto?',
          html: '<p>Você tem 30 dias a partir da entrega. Escreva para nós com o número do pedido e o produto que quer devolver, e enviaremos uma etiqueta de envio.</p><p>Embale o produto com cuidado, se possível na caixa original.</p>',
        },
        'when-refunds-arrive': {
          q: 'Quando chega o reembolso?',
          html: '<p>Fazemos o reembolso assim que conferimos o produto devolvido, pela mesma forma de pagamento.</p><p>Dependendo do banco, leva de cinco a dez dias úteis para aparecer na sua conta.</p>',
        },
        'cancel-an-order': {
          q: 'Posso cancelar um pedido?',
          html: '<p>Sim, enquanto estiver como <strong>Realizado</strong>. Um pedido cancelado não é cobrado.</p><p>Se já foi enviado, espere recebê-lo e solicite uma devolução.</p>',
        },
      },
    },
    'api-integrations': {
      title: 'API e integrações',
      desc: 'Chaves de API para seus programas trabalharem com o painel.',
      questions: {
        'create-an-api-key': {
          q: 'Como crio uma chave de API?',
          html: '<p>Abra <strong>Chave de API</strong> no menu de páginas, clique em “Criar chave” e dê a ela um nome que diga onde você vai usá-la.</p><p>A chave aparece uma única vez: copie e guarde em lugar seguro.</p>',
        },
        'authenticate-requests': {
          q: 'Como uso a chave nas minhas requisições?',
          html: '<p>Envie a chave no cabeçalho <code>Authorization: Bearer</code> de cada requisição para <code>/api</code>.</p><p>A chave tem as permissões da sua conta: o que sua função não pode fazer, a chave também não pode.</p>',
        },
        'revoke-a-key': {
          q: 'Como revogo uma chave?',
          html: '<p>Na lista de chaves, clique em “Revogar” ao lado da que você não precisa mais e confirme.</p><p>A partir daí, as requisições com essa chave recebem o erro 401.</p>',
        },
      },
    },
  },
  plans: {
    basic: { title: 'Básico', subtitle: 'Para começar a vender sem custo', benefits: ['100 respostas por mês', 'Até 2 subdomínios'] },
    standard: {
      title: 'Padrão',
      subtitle: 'Para lojas em crescimento',
      benefits: ['Respostas ilimitadas', 'Página de perfil social', 'Integração com sua suíte de documentos', 'Página de agradecimento personalizada'],
    },
    enterprise: {
      title: 'Empresarial',
      subtitle: 'Para equipes grandes e muitas lojas',
      benefits: ['Pagamento por um provedor externo', 'Saltos lógicos em formulários', 'Envio de arquivos com 5 GB de armazenamento', 'Domínio próprio', 'Integração com provedor de pagamento com cartão'],
    },
  },
  pricingQuestions: [
    { q: 'Posso mudar de plano depois?', a: 'Sim, a qualquer momento nesta página. A mudança vale na hora e o valor é ajustado na próxima fatura.' },
    { q: 'O que acontece no fim de um plano anual?', a: 'O plano é renovado por mais um ano pelo mesmo preço, a menos que você mude de plano ou cancele antes da renovação.' },
    { q: 'O plano Básico é gratuito para sempre?', a: 'Sim. O plano Básico não expira; ele só tem os limites de respostas e subdomínios indicados.' },
  ],
};
