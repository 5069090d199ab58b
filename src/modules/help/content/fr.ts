import type { HelpText } from './structure';

export const fr: HelpText = {
  faq: {
    payment: [
      { q: 'Quels moyens de paiement acceptez-vous ?', a: 'Nous acceptons les cartes de crédit et de débit Visa, Mastercard et American Express, le virement bancaire et le prélèvement. Un paiement par carte est confirmé aussitôt ; un virement prend un à trois jours ouvrés.' },
      { q: 'Payer par carte est-il sûr ?', a: 'Oui. Les données de la carte circulent chiffrées et ne sont jamais conservées sur nos serveurs : nous gardons seulement les quatre derniers chiffres pour que vous reconnaissiez le paiement dans votre historique.' },
      { q: 'Puis-je obtenir une facture au nom de mon entreprise ?', a: 'Oui. Chaque commande produit une facture avec les coordonnées de facturation de votre compte. Vous pouvez les modifier avant de payer et télécharger la facture en PDF depuis la liste des factures.' },
    ],
    delivery: [
      { q: 'En combien de temps ma commande arrive-t-elle ?', a: 'La date prévue s’affiche dans le panier avant le paiement ; elle se situe en général entre un et huit jours. Les commandes passées avant 14 h quittent l’entrepôt le jour ouvré même.' },
      { q: 'Combien coûte la livraison ?', a: 'Les produits marqués « Livraison gratuite » sont livrés sans frais. Pour les autres, le coût est détaillé dans le récapitulatif de la commande avant de confirmer le paiement.' },
      { q: 'Puis-je changer l’adresse de livraison ?', a: 'Vous pouvez choisir une de vos adresses enregistrées ou en ajouter une pendant le paiement. Une fois la commande expédiée, son adresse ne peut plus être modifiée depuis le tableau de bord.' },
    ],
    cancellationReturn: [
      { q: 'Comment annuler une commande ?', a: 'Tant que la commande est « Passée », vous pouvez l’annuler sans frais. Une fois partie de l’entrepôt, attendez de la recevoir et demandez un retour.' },
      { q: 'De combien de temps ai-je pour retourner un produit ?', a: 'Vous disposez de 30 jours calendaires à compter de la livraison. Le produit doit être en bon état et, si possible, dans son emballage d’origine.' },
      { q: 'Quand suis-je remboursé ?', a: 'Dès réception et vérification du retour, nous vous remboursons par le même moyen de paiement. Le montant apparaît en général sur votre compte sous cinq à dix jours ouvrés.' },
    ],
    myOrders: [
      { q: 'Où voir l’état de mes commandes ?', a: 'Chaque commande passe par les états Passée, Expédiée et Livrée (ou Annulée) au fil de sa préparation et de son acheminement. La date de livraison prévue est fixée au moment de la commande.' },
      { q: 'Puis-je ajouter des produits à une commande déjà passée ?', a: 'Non : une commande confirmée ne peut pas être complétée. Passez une nouvelle commande avec les produits manquants ; si les deux vont à la même adresse, nous les expédions ensemble quand c’est possible.' },
      { q: 'Que faire s’il manque quelque chose dans ma commande ?', a: 'Écrivez-nous dans les sept jours suivant la livraison en indiquant le numéro de commande et ce qui manque. Nous vous enverrons les articles manquants ou vous rembourserons leur prix.' },
    ],
    productServices: [
      { q: 'Les produits sont-ils garantis ?', a: 'Tous les produits bénéficient de la garantie légale de trois ans. Certaines marques ajoutent leur propre garantie, indiquée sur la fiche du produit.' },
      { q: 'Comment fonctionne la liste de souhaits ?', a: 'Cliquez sur le cœur d’un produit pour l’enregistrer dans votre liste de souhaits. Vous pouvez ensuite le mettre au panier quand vous voulez ; la liste est gardée dans votre compte.' },
      { q: 'Proposez-vous l’installation ou une assistance technique ?', a: 'Les offres Standard et Entreprise incluent une assistance par e-mail aux heures de bureau. Pour l’installation, consultez d’abord la base de connaissances : les guides pas à pas s’y trouvent.' },
    ],
  },
  kb: {
    'getting-started': {
      title: 'Premiers pas',
      desc: 'Découvrez le tableau de bord, invitez votre équipe et réglez la langue et l’apparence.',
      questions: {
        'tour-of-the-dashboard': {
          q: 'Que trouve-t-on sur le tableau de bord principal ?',
          html: '<p>Le tableau de bord e-commerce résume les ventes du mois, les commandes, le chiffre d’affaires et les meilleures ventes, calculés à partir des données réelles de votre boutique.</p><p>Le menu mène aux applications : e-mail, chat, tâches, calendrier, kanban, factures et boutique. La recherche de la barre du haut trouve pages et contacts.</p>',
        },
        'invite-your-team': {
          q: 'Comment inviter une personne de mon équipe ?',
          html: '<p>Dans <strong>Utilisateurs</strong>, cliquez sur « Ajouter un utilisateur », saisissez son nom et son e-mail et choisissez son rôle. Elle reçoit un lien pour choisir son mot de passe.</p><p>Tant qu’elle ne l’a pas utilisé, son compte reste en attente. Le rôle décide des écrans qu’elle voit et de ce qu’elle peut modifier.</p>',
        },
        'language-and-theme': {
          q: 'Comment changer la langue et le thème ?',
          html: '<p>Le sélecteur de langue de la barre du haut change toute l’interface aussitôt : espagnol, anglais, français, allemand, portugais ou arabe (de droite à gauche).</p><p>L’engrenage ouvre le personnalisateur : thème clair ou sombre, menu horizontal ou vertical, largeur du contenu, etc. Vos choix sont mémorisés dans ce navigateur.</p>',
        },
      },
    },
    'account-security': {
      title: 'Compte et sécurité',
      desc: 'Mot de passe, validation en deux étapes et contrôle des sessions ouvertes.',
      questions: {
        'change-your-password': {
          q: 'Comment changer mon mot de passe ?',
          html: '<p>Ouvrez <strong>Paramètres du compte</strong>, onglet Sécurité. Saisissez votre mot de passe actuel puis deux fois le nouveau.</p><p>L’enregistrement ferme les autres sessions de votre compte ; celle de ce navigateur reste ouverte.</p>',
        },
        'two-step-verification': {
          q: 'Comment activer la validation en deux étapes ?',
          html: '<p>Dans l’onglet Sécurité des paramètres, cliquez sur « Activer » et scannez le code QR avec votre application d’authentification. Saisissez le code à six chiffres affiché pour confirmer.</p><p>Gardez les dix codes de secours en lieu sûr : chacun sert une fois si vous perdez votre téléphone.</p>',
        },
        'sign-out-other-sessions': {
          q: 'Comment fermer les sessions de mes autres appareils ?',
          html: '<p>L’onglet Sécurité liste vos sessions ouvertes avec le navigateur et l’adresse de départ de chacune.</p><p>Cliquez sur « Se déconnecter partout ailleurs » : toutes sauf la session actuelle cessent de fonctionner à leur requête suivante.</p>',
        },
      },
    },
    'orders-payments': {
      title: 'Commandes et paiements',
      desc: 'Moyens de paiement, factures et que faire si un paiement échoue.',
      questions: {
        'accepted-payment-methods': {
          q: 'Quels moyens de paiement puis-je utiliser ?',
          html: '<p>La dernière étape du paiement accepte les cartes de crédit et de débit. Le total est calculé sur le serveur à partir des prix du catalogue, de la remise et de la livraison.</p><p>Nous ne gardons que les quatre derniers chiffres de la carte.</p>',
        },
        'download-an-invoice': {
          q: 'Comment télécharger une facture ?',
          html: '<p>Ouvrez la facture depuis <strong>Factures</strong> et cliquez sur « Imprimer » : le navigateur permet de l’enregistrer en PDF.</p><p>Depuis la même vue, vous pouvez l’envoyer par e-mail au client ou enregistrer un paiement.</p>',
        },
        'declined-payment': {
          q: 'Que faire si mon paiement est refusé ?',
          html: '<p>Vérifiez le numéro, la date d’expiration et le code de sécurité de la carte. Une carte expirée ou des données erronées sont refusées avant l’envoi de la commande.</p><p>Si les données sont justes, contactez votre banque : certaines bloquent les achats en ligne par sécurité.</p>',
        },
      },
    },
    'shipping-delivery': {
      title: 'Expédition et livraison',
      desc: 'Délais de livraison, suivi de commande et adresses.',
      questions: {
        'delivery-times': {
          q: 'Quel est le délai de livraison ?',
          html: '<p>La date de livraison prévue s’affiche dans le panier avant le paiement et ne change plus jusqu’à la commande.</p><p>La plupart des commandes arrivent entre un et huit jours plus tard.</p>',
        },
        'track-your-order': {
          q: 'Comment suivre ma commande ?',
          html: '<p>Votre commande passe de <strong>Passée</strong> à <strong>Expédiée</strong> quand elle quitte l’entrepôt, puis à <strong>Livrée</strong> à son arrivée.</p><p>Si la date prévue est dépassée sans livraison, écrivez-nous avec le numéro de commande.</p>',
        },
        'change-the-delivery-address': {
          q: 'Puis-je changer l’adresse de livraison ?',
          html: '<p>Pendant le paiement, vous choisissez une adresse enregistrée ou en ajoutez une, domicile ou bureau.</p><p>Une fois la commande expédiée, l’adresse ne peut plus être modifiée.</p>',
        },
      },
    },
    'returns-refunds': {
      title: 'Retours et remboursements',
      desc: 'Retourner un produit, annuler une commande et quand l’argent arrive.',
      questions: {
        'return-a-product': {
          q: 'Comment retourner un produit ?',
          html: '<p>Vous avez 30 jours après la livraison. Écrivez-nous avec le numéro de commande et le produit à retourner : nous vous enverrons une étiquette d’expédition.</p><p>Emballez le produit avec soin, si possible dans sa boîte d’origine.</p>',
        },
        'when-refunds-arrive': {
          q: 'Quand le remboursement arrive-t-il ?',
          html: '<p>Nous remboursons dès que le produit retourné a été vérifié, par le même moyen de paiement.</p><p>Selon la banque, il faut cinq à dix jours ouvrés pour le voir sur votre compte.</p>',
        },
        'cancel-an-order': {
          q: 'Puis-je annuler une commande ?',
          html: '<p>Oui, tant qu’elle est <strong>Passée</strong>. Une commande annulée n’est pas débitée.</p><p>Si elle est déjà expédiée, attendez de la recevoir et demandez un retour.</p>',
        },
      },
    },
    'api-integrations': {
      title: 'API et intégrations',
      desc: 'Des clés d’API pour que vos programmes travaillent avec le tableau de bord.',
      questions: {
        'create-an-api-key': {
          q: 'Comment créer une clé d’API ?',
          html: '<p>Ouvrez <strong>Clé d’API</strong> dans le menu des pages, cliquez sur « Créer une clé » et donnez-lui un nom qui dit où vous l’utiliserez.</p><p>La clé n’est affichée qu’une fois : copiez-la et gardez-la en lieu sûr.</p>',
        },
        'authenticate-requests': {
          q: 'Comment utiliser la clé dans mes requêtes ?',
          html: '<p>Envoyez la clé dans l’en-tête <code>Authorization: Bearer</code> de chaque requête vers <code>/api</code>.</p><p>La clé a les droits de votre compte : ce que votre rôle ne peut pas faire, la clé non plus.</p>',
        },
        'revoke-a-key': {
          q: 'Comment révoquer une clé ?',
          html: '<p>Dans la liste des clés, cliquez sur « Révoquer » à côté de celle dont vous n’avez plus besoin et confirmez.</p><p>Les requêtes avec cette clé reçoivent dès lors une erreur 401.</p>',
        },
      },
    },
  },
  plans: {
    basic: { title: 'Basique', subtitle: 'Pour commencer à vendre sans frais', benefits: ['100 réponses par mois', 'Jusqu’à 2 sous-domaines'] },
    standard: {
      title: 'Standard',
      subtitle: 'Pour les boutiques qui grandissent',
      benefits: ['Réponses illimitées', 'Page de profil social', 'Intégration à votre suite bureautique', 'Page de remerciement personnalisée'],
    },
    enterprise: {
      title: 'Entreprise',
      subtitle: 'Pour les grandes équipes et plusieurs boutiques',
      benefits: ['Paiement par un prestataire externe', 'Sauts logiques dans les formulaires', 'Envoi de fichiers avec 5 Go de stockage', 'Domaine personnalisé', 'Intégration d’un prestataire de paiement par carte'],
    },
  },
  pricingQuestions: [
    { q: 'Puis-je changer d’offre plus tard ?', a: 'Oui, à tout moment depuis cette page. Le changement s’applique aussitôt et le montant est ajusté sur la facture suivante.' },
    { q: 'Que se passe-t-il à la fin d’une offre annuelle ?', a: 'L’offre est renouvelée pour un an au même prix, sauf si vous changez d’offre ou l’annulez avant le renouvellement.' },
    { q: 'L’offre Basique est-elle gratuite pour toujours ?', a: 'Oui. L’offre Basique n’expire pas ; elle a seulement les limites de réponses et de sous-domaines indiquées.' },
  ],
};
