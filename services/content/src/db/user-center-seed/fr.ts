import type { UserCenterTexts } from './seed-types.js';

/* French texts of the user center's seed content, translated from en.ts. */

const articles: UserCenterTexts['articles'] = {
  '1': {
    title: 'Les Big Five : cinq grands traits pour décrire la personnalité',
    summary: 'Le modèle des Big Five est la description de la personnalité la plus étudiée. Voici ce que signifie chaque trait, et ce qu’il ne signifie pas.',
    paragraphs: [
      'Lorsque des chercheurs ont rassemblé des milliers de mots que les gens emploient pour se décrire les uns les autres, ils ont constaté que beaucoup d’entre eux se regroupaient. Pendant des décennies, des études menées dans de nombreux pays ont retrouvé cinq grandes dimensions. On les appelle aujourd’hui les Big Five : l’ouverture à l’expérience, le caractère consciencieux, l’extraversion, l’agréabilité et le névrosisme.',
      'L’ouverture décrit la curiosité et l’intérêt pour les idées nouvelles, l’art et les expériences. Le caractère consciencieux décrit à quel point une personne tend à être organisée, soigneuse et fiable. L’extraversion concerne l’énergie puisée dans les contacts sociaux et la tendance à ressentir des émotions positives. L’agréabilité décrit la chaleur, la confiance et le désir de coopérer. Le névrosisme décrit la facilité avec laquelle une personne ressent de l’inquiétude, de la tristesse ou du stress ; son contraire est souvent appelé stabilité émotionnelle.',
      'Chaque trait est une échelle, pas une case. La plupart des gens se situent quelque part au milieu, et seuls quelques-uns sont aux extrêmes. Un score faible n’est pas une faiblesse et un score élevé n’est pas une force en soi : une personne très agréable peut avoir du mal à dire non, tandis qu’une personne moins agréable peut exceller dans les négociations difficiles.',
      'Les traits sont assez stables à l’âge adulte, mais ils ne sont pas figés. En moyenne, les gens deviennent un peu plus consciencieux et agréables, et un peu moins névrosés, en vieillissant. Les événements de la vie, de nouveaux rôles et un effort délibéré peuvent aussi amener des changements.',
      'Les scores des Big Five sont liés à de nombreux résultats, comme la performance au travail, les habitudes de santé et la satisfaction dans le couple. Ces liens sont réels mais modestes : la personnalité est une influence parmi d’autres, à côté des compétences, des situations et des choix. Un résultat de test s’utilise au mieux comme point de départ d’une réflexion, pas comme un verdict.',
    ],
  },
  '2': {
    title: 'Comment on construit un test de personnalité',
    summary: 'Derrière un court questionnaire se cache un travail minutieux : rédiger des items, les équilibrer et vérifier que les scores sont cohérents. Cet article en présente les grandes étapes.',
    paragraphs: [
      'Un test de personnalité commence par une définition claire de ce qu’il doit mesurer. Si un test mesure l’extraversion, ses concepteurs décrivent d’abord à quoi ressemble un comportement extraverti dans la vie quotidienne. Ils rédigent ensuite de nombreuses affirmations courtes, appelées items, comme « J’aime rencontrer de nouvelles personnes ». Les participants répondent sur une échelle, par exemple de « pas du tout d’accord » à « tout à fait d’accord ». Chaque trait nécessite plusieurs items, car une seule question peut facilement être mal comprise ou recevoir une réponse donnée au hasard.',
      'Les bons tests comportent des items inversés. Ils sont formulés dans le sens opposé, comme « Je préfère les soirées tranquilles à la maison ». Être d’accord avec eux fait baisser le score. Mélanger les deux types d’items protège contre une habitude courante : approuver presque tout, quoi qu’il soit écrit.',
      'Les items sont ensuite testés auprès de grands groupes de personnes. Les statistiques montrent quels items vont ensemble et lesquels ne s’accordent pas. Les items confus, ceux auxquels presque tout le monde répond de la même façon, ou ceux qui mesurent autre chose sont supprimés ou reformulés.',
      'Les concepteurs vérifient ensuite la fidélité. La cohérence interne indique si les items d’une même échelle concordent entre eux. La fidélité test-retest indique si les personnes obtiennent des scores semblables lorsqu’elles repassent le test quelques semaines plus tard. Un test qui donne des résultats très différents d’une semaine à l’autre ne peut pas vous apprendre grand-chose.',
      'Vient enfin la validité : le test mesure-t-il ce qu’il prétend mesurer ? Les scores sont comparés à ceux d’autres tests reconnus, aux évaluations faites par des amis et au comportement réel. Aucun test n’est parfait ; un rapport sérieux présente donc toujours les résultats comme des tendances, et non comme des faits certains sur une personne.',
    ],
  },
  '3': {
    title: 'Ce qui se passe lors d’une première séance de consultation',
    summary: 'Beaucoup de personnes sont nerveuses avant leur premier rendez-vous avec un psychologue ou un conseiller. Savoir comment cela se déroule habituellement peut faciliter ce premier pas.',
    paragraphs: [
      'Une première séance sert surtout à faire connaissance. Le professionnel veut comprendre pourquoi vous êtes venu, ce que vous espérez voir changer et à quoi ressemble votre vie en ce moment. Vous n’avez pas besoin de préparer un récit parfait ; vous pouvez tout à fait dire que vous ne savez pas par où commencer.',
      'Au début, le professionnel explique généralement les aspects pratiques : la durée des séances, leur fréquence, leur coût et les règles d’annulation. Il présente aussi la confidentialité : ce que vous dites reste privé, sauf quelques exceptions prévues par la loi, par exemple lorsqu’une personne est en grave danger. Vous pouvez poser des questions sur chacun de ces points.',
      'Il vous interrogera ensuite sur vos préoccupations actuelles, et souvent sur votre sommeil, votre travail, vos relations, votre santé et votre passé. Certaines questions peuvent sembler personnelles. C’est vous qui décidez de ce que vous partagez, et vous pouvez dire que vous n’êtes pas encore prêt à aborder un sujet.',
      'Vers la fin, vous pourrez parler de premiers objectifs et de la manière de travailler ensemble. Certains professionnels proposent une petite tâche à essayer avant la séance suivante, par exemple remarquer quand un problème se manifeste au cours de la semaine.',
      'Il est normal de se sentir fatigué ou ému après la première séance. Il est aussi normal de sentir que le courant ne passe pas ; la confiance entre vous et le professionnel est l’un des meilleurs prédicteurs de bons résultats. Si vous êtes en crise ou pensez pouvoir vous faire du mal, contactez immédiatement les services d’urgence locaux ou une ligne d’écoute, sans attendre un rendez-vous.',
    ],
  },
  '4': {
    title: 'Comment fonctionne la thérapie cognitive et comportementale',
    summary: 'La thérapie cognitive et comportementale (TCC) est l’une des formes de traitement psychologique les plus étudiées. Cet article en explique les idées principales avec des mots simples.',
    paragraphs: [
      'La thérapie cognitive et comportementale, ou TCC, repose sur une idée simple : les pensées, les émotions, les sensations corporelles et les actions s’influencent mutuellement. Si vous pensez « Je vais rater cette présentation », vous pouvez vous sentir anxieux, votre cœur peut s’emballer et vous risquez d’éviter de vous préparer. L’évitement rend alors l’échec plus probable, ce qui semble confirmer la pensée de départ.',
      'En TCC, la personne et le thérapeute examinent ensemble ces cercles vicieux. Un outil courant est le tableau d’enregistrement des pensées : vous notez une situation, votre pensée automatique, l’émotion et son intensité, puis vous cherchez les arguments pour et contre cette pensée. Le but n’est pas de penser positivement, mais de penser de façon plus équilibrée et réaliste. Avec le temps, on apprend à repérer les pièges de pensée fréquents, comme s’attendre au pire ou croire lire dans les pensées des autres.',
      'La partie comportementale est tout aussi importante. On met ses croyances à l’épreuve par de petites expériences, on affronte progressivement les situations évitées, ou l’on planifie des activités qui procurent du plaisir ou un sentiment d’accomplissement. Un changement dans les actes entraîne souvent un changement d’humeur et de croyances.',
      'La TCC est généralement structurée et limitée dans le temps, souvent entre 6 et 20 séances. Les séances suivent un ordre du jour, et un travail entre les séances est fréquent. De nombreuses études montrent que la TCC aide en cas d’anxiété, de dépression, d’insomnie et d’autres difficultés, même si tout le monde n’y répond pas de la même façon.',
      'Certaines techniques de TCC peuvent s’apprendre dans des livres et des cours, et s’aider soi-même peut être un premier pas utile. Cependant, lire sur la TCC ne remplace pas l’aide d’un professionnel. Si vos difficultés sont importantes, durent depuis longtemps ou perturbent votre vie quotidienne, parlez-en à un professionnel qualifié de la santé mentale.',
    ],
  },
  '5': {
    title: 'Sommeil et humeur : une influence dans les deux sens',
    summary: 'Un mauvais sommeil peut faire baisser le moral, et un moral bas peut perturber le sommeil. Voici ce que dit la recherche et quelles habitudes simples peuvent aider.',
    paragraphs: [
      'La plupart des gens connaissent cette sensation : après une mauvaise nuit, les petits problèmes paraissent plus gros et la patience s’épuise vite. Les études le confirment. Une seule nuit de sommeil trop courte suffit pour réagir plus fortement aux événements négatifs et avoir plus de mal à ressentir des émotions positives.',
      'Le lien fonctionne aussi dans l’autre sens. L’inquiétude, le stress et le moral bas peuvent rendre l’endormissement difficile ou provoquer des réveils précoces. Il peut en résulter un cercle vicieux où mauvais sommeil et moral bas s’entretiennent. Les troubles du sommeil durables sont associés à un risque plus élevé de dépression et d’anxiété.',
      'Les spécialistes du sommeil recommandent 7 à 9 heures par nuit pour la plupart des adultes. La qualité compte autant que la quantité. Un horaire régulier, avec la même heure de réveil chaque jour, est l’une des habitudes les plus efficaces, car il stabilise l’horloge interne. Dormir beaucoup plus longtemps le week-end peut décaler cette horloge et rendre les lundis matin plus difficiles.',
      'Parmi les autres habitudes utiles : la lumière du jour le matin, moins de caféine après midi, une chambre fraîche et sombre, et un rituel apaisant avant le coucher. Si vous restez longtemps éveillé au lit, il peut être utile de vous lever, de faire quelque chose de calme sous une lumière tamisée et de retourner vous coucher quand le sommeil revient.',
      'Ces conseils sont des informations générales et ne remplacent pas l’aide d’un professionnel. Si vous dormez mal depuis plusieurs semaines, ronflez fort, êtes très somnolent dans la journée ou si votre moral reste bas, parlez-en à un médecin. Des traitements structurés de l’insomnie, comme la TCC de l’insomnie, sont efficaces pour beaucoup de personnes.',
    ],
  },
  '6': {
    title: 'Types ou traits ? Deux façons de décrire la personnalité',
    summary: 'Certains tests classent les gens en types, d’autres les placent sur des échelles. Les deux ont leur utilité, et connaître la différence aide à lire ses résultats avec discernement.',
    paragraphs: [
      'La personnalité peut être décrite de deux grandes façons. Les modèles typologiques classent les personnes dans des catégories, comme les 16 types de personnalité construits à partir de quatre paires de préférences. Les modèles de traits, comme les Big Five, décrivent chaque personne par sa position sur plusieurs échelles continues.',
      'Les modèles typologiques sont faciles à retenir et à évoquer. Un type en quatre lettres offre un résumé court que beaucoup trouvent parlant, et il peut lancer de bonnes conversations sur les différences au travail ou à la maison. C’est pourquoi les tests fondés sur les types sont populaires en coaching et dans les ateliers d’équipe. Un type rappelle aussi que des préférences différentes sont normales et qu’aucun type ne vaut mieux qu’un autre.',
      'Les modèles de traits sont plus précis. La recherche montre que la plupart des caractéristiques de personnalité se répartissent le long d’une échelle, la majorité des gens se situant au milieu. Une personne à peine plus introvertie qu’extravertie reçoit la même lettre qu’une personne très introvertie, alors qu’elles peuvent se comporter de façon assez différente.',
      'C’est pourquoi les bons rapports typologiques indiquent aussi la netteté de chaque préférence. Si votre score est proche du milieu pour une paire, la description opposée peut vous correspondre presque aussi bien. Il vaut la peine de lire les deux descriptions et de décider laquelle vous semble la plus juste.',
      'Les deux approches peuvent être utiles si l’on garde leurs limites en tête. Un type est un résumé pratique, pas une cage : il ne détermine ni vos capacités, ni votre carrière, ni qui vous devriez aimer. Votre comportement dépend aussi de la situation, de vos objectifs et des compétences que vous développez.',
    ],
  },
  '7': {
    title: 'Lire ses résultats de test avec discernement',
    summary: 'Un score est une information, pas une étiquette. Découvrez ce que les centiles, les plages de scores et l’erreur de mesure signifient pour vos propres résultats.',
    paragraphs: [
      'De nombreux rapports de personnalité indiquent des centiles. Un centile de 70 pour un trait signifie que vous avez obtenu un score plus élevé qu’environ 70 % des personnes du groupe de comparaison. Cela ne veut pas dire que vous avez donné 70 % de bonnes réponses ; dans un test de personnalité, il n’y a ni bonnes ni mauvaises réponses. Les centiles dépendent aussi du groupe de comparaison : les mêmes réponses peuvent donc donner un centile légèrement différent dans un autre groupe.',
      'Tout score comporte une part d’erreur de mesure. Votre humeur, le moment de la journée et la façon dont vous avez compris une question peuvent faire légèrement varier le résultat. C’est pourquoi les bons rapports décrivent des plages ou des tendances. Un écart de quelques points entre deux personnes, ou entre deux passations, n’est souvent pas significatif.',
      'Les résultats proches du milieu d’une échelle demandent une attention particulière. Si un rapport vous place dans une catégorie à cause d’une petite différence, la description opposée peut aussi vous correspondre dans bien des situations. Lisez les deux versions et notez où vous vous reconnaissez.',
      'Posez-vous trois questions en lisant un rapport. Cela correspond-il à ma façon d’agir dans différentes situations ? Les personnes qui me connaissent bien seraient-elles d’accord ? Que pourrais-je faire de cette information ? Parler de vos résultats avec un ami peut vous apporter de nouveaux points de vue utiles.',
      'Enfin, souvenez-vous de l’objectif du test. Un test de personnalité destiné à mieux se connaître n’est pas un diagnostic clinique et ne peut pas détecter un trouble de santé mentale. Si votre santé mentale vous inquiète, un professionnel qualifié peut réaliser une véritable évaluation.',
    ],
  },
  '8': {
    title: 'Comment choisir un thérapeute qui vous convient',
    summary: 'La relation avec votre thérapeute compte beaucoup. Ces étapes pratiques vous aident à trouver un professionnel qualifié et à juger si cela vous convient.',
    paragraphs: [
      'La recherche montre de façon constante que la relation de travail entre le client et le thérapeute, souvent appelée alliance thérapeutique, est l’un des meilleurs prédicteurs de bons résultats. Trouver la bonne personne mérite donc un certain effort.',
      'Commencez par les qualifications. Vérifiez que la personne est formée et inscrite auprès d’un organisme professionnel reconnu dans votre pays. Les titres varient d’un pays à l’autre ; vous pouvez donc poser directement la question : Quelle est votre formation ? Qui supervise votre travail ? Comment protégez-vous ma vie privée ?',
      'Réfléchissez ensuite à vos besoins. Certains thérapeutes se concentrent sur des problèmes précis, comme l’anxiété, le deuil ou les relations. D’autres travaillent avec certaines méthodes, comme la thérapie cognitive et comportementale ou l’approche centrée sur la personne. Pensez aussi aux aspects pratiques : la langue, le lieu, les séances en ligne, le coût et les créneaux disponibles. Selon la recherche, de nombreuses méthodes différentes sont en moyenne d’une efficacité comparable ; votre confiance dans la personne compte donc autant que la méthode.',
      'Beaucoup de thérapeutes proposent un court premier échange. Profitez-en pour observer ce que vous ressentez. Vous sentez-vous écouté et respecté ? La personne explique-t-elle clairement sa façon de travailler ? Vous n’avez pas besoin de vous sentir tout de suite parfaitement à l’aise, mais vous devez vous sentir en sécurité.',
      'Après quelques séances, il est normal de faire le point ensemble. Si vous avez l’impression que rien ne change, dites-le ; un bon thérapeute accueille volontiers cette remarque. Si cela ne convient toujours pas, changer de professionnel est un choix normal et sain. En cas d’urgence, n’attendez pas de trouver la bonne personne : contactez les services d’urgence locaux ou une ligne d’écoute.',
    ],
  },
  '9': {
    title: 'L’activation comportementale : de petites actions pour remonter le moral',
    summary: 'Quand le moral est bas, on attend souvent d’aller mieux avant d’agir. L’activation comportementale inverse cette logique et commence par l’action.',
    paragraphs: [
      'Un moral bas pousse souvent à se replier sur soi. On cesse de voir ses amis, on délaisse ses loisirs et on reste chez soi. C’est compréhensible, mais cela supprime aussi les activités qui pourraient apporter du plaisir et un sentiment d’accomplissement, si bien que le moral peut baisser encore davantage.',
      'L’activation comportementale est une approche thérapeutique qui agit sur ce cercle vicieux. Au lieu d’attendre la motivation, la personne planifie de petites activités concrètes et les réalise même si elle n’en a pas envie. Des études montrent que cette approche peut être aussi efficace que d’autres thérapies structurées contre la dépression.',
      'La première étape est généralement l’observation. Pendant une semaine, vous notez ce que vous faites chaque heure et vous évaluez votre humeur. Beaucoup de personnes découvrent des schémas nets, par exemple que leur humeur est plus basse après de longs moments sur le canapé et meilleure après une courte promenade ou un appel à un ami.',
      'Ensuite, vous choisissez des activités qui comptent pour vous et vous les rendez assez petites pour réussir : une promenade de dix minutes plutôt qu’un programme de salle de sport, ou un message à un ami plutôt que l’organisation d’une fête. Vous les inscrivez dans un agenda et remarquez comment vous vous sentez ensuite. Au fil des semaines, les activités peuvent devenir peu à peu plus importantes et plus régulières. Les revers sont normaux ; on ajuste simplement le plan et on recommence.',
      'L’activation comportementale est simple à décrire mais peut être difficile à mettre en œuvre seul quand le moral est très bas. Cet article ne remplace pas l’aide d’un professionnel. Si votre moral reste bas plus de deux semaines ou si vous avez des pensées de vous faire du mal, contactez un médecin, un professionnel de la santé mentale ou une ligne d’écoute.',
    ],
  },
  '10': {
    title: 'Le burn-out : premiers signes et ce que vous pouvez faire',
    summary: 'Le burn-out s’installe lentement à la suite d’un stress professionnel prolongé. Reconnaître les premiers signes vous laisse plus de possibilités pour changer de cap.',
    paragraphs: [
      'L’Organisation mondiale de la santé décrit le burn-out comme un phénomène lié au travail, causé par un stress chronique au travail qui n’a pas été géré avec succès. Il présente trois caractéristiques principales : l’épuisement, une distance mentale vis-à-vis de son travail ou un sentiment de cynisme à son égard, et une efficacité professionnelle réduite.',
      'Le burn-out apparaît rarement d’un coup. Les premiers signes sont souvent une fatigue qui ne disparaît pas après un week-end, du mal à décrocher le soir, une irritabilité accrue et moins d’intérêt pour des aspects du travail qui avaient autrefois du sens. Des troubles du sommeil, des maux de tête et des rhumes fréquents peuvent aussi survenir. Les collègues et la famille remarquent parfois des changements, comme un repli sur soi ou une irritabilité plus marquée, avant la personne elle-même.',
      'Les causes tiennent généralement autant à la situation de travail qu’à la personne. La recherche met en avant une charge de travail élevée, peu de marge de manœuvre, des rôles flous, un manque de reconnaissance, un traitement injuste et un conflit entre les valeurs personnelles et le poste. Des facteurs personnels, comme un perfectionnisme élevé ou la difficulté à dire non, peuvent accroître le risque.',
      'Parmi les démarches utiles : parler avec votre responsable des priorités et de la charge de travail, préserver de vraies pauses, limiter les messages professionnels en dehors des heures de travail et prendre du temps pour le sommeil, l’activité physique et les personnes que vous appréciez. Noter pendant deux semaines ce qui vous épuise et ce qui vous ressource peut montrer où un changement est le plus nécessaire.',
      'Le burn-out peut se superposer à la dépression et à l’anxiété, et ses symptômes peuvent être sérieux. Cet article ne remplace pas l’aide d’un professionnel. Si l’épuisement dure depuis des semaines, si votre moral reste bas ou si les tâches quotidiennes vous semblent insurmontables, parlez-en à un médecin ou à un professionnel de la santé mentale.',
    ],
  },
  '11': {
    title: 'Cinq idées reçues sur les introvertis',
    summary: 'L’introversion est souvent mal comprise. Voici ce que la recherche dit des personnalités discrètes, et ce qu’elle ne dit pas.',
    paragraphs: [
      'Dans la recherche sur la personnalité, l’introversion correspond au bas de l’échelle d’extraversion. Les introvertis ont tendance à préférer les environnements calmes et les petits groupes, et ils ont souvent besoin de temps seuls pour recharger leurs batteries après des événements sociaux animés. Selon la recherche, les gens diffèrent dans la quantité de stimulation qu’ils trouvent confortable, et les introvertis atteignent leur limite plus tôt. Comme tout trait, c’est une question de degré, et beaucoup de gens se situent quelque part au milieu.',
      'Première idée reçue : les introvertis sont timides. La timidité est une peur du jugement social, alors que l’introversion est une préférence pour moins de stimulation. Certains introvertis ne sont pas du tout timides, et certains extravertis le sont. Deuxième idée reçue : les introvertis n’aiment pas les gens. La plupart des introvertis tiennent à leurs relations proches ; ils préfèrent souvent des conversations profondes avec quelques personnes aux bavardages avec beaucoup.',
      'Troisième idée reçue : les introvertis ne peuvent pas être des leaders. Des études montrent que les dirigeants introvertis peuvent être très efficaces, surtout avec des équipes proactives, car ils ont tendance à écouter et à laisser les autres proposer des idées. Quatrième idée reçue : l’introversion est un défaut à corriger. C’est une variation normale de la personnalité, pas un problème.',
      'Cinquième idée reçue : introvertis et extravertis sont des personnes totalement différentes. En réalité, chacun se comporte de façon plus ou moins sociable selon la situation. La recherche montre même que les introvertis apprécient souvent d’adopter un comportement extraverti pendant un moment, même s’ils peuvent se sentir fatigués ensuite.',
      'Savoir où vous vous situez sur cette échelle peut vous aider à organiser vos journées : quand rechercher de la compagnie, quand vous reposer et comment expliquer vos besoins aux autres. Votre score décrit une tendance, pas une limite à ce que vous pouvez faire.',
    ],
  },
  '12': {
    title: 'Le stress et le corps : ce qui se passe et comment récupérer',
    summary: 'Le stress n’est pas seulement dans la tête. Cet article explique comment le corps réagit à la pression et quelles habitudes simples l’aident à retrouver le calme.',
    paragraphs: [
      'Face à un défi, votre corps se prépare à agir. Le système nerveux et des hormones comme l’adrénaline et le cortisol accélèrent le cœur et la respiration et contractent les muscles. L’énergie est dirigée là où elle est nécessaire, et la digestion ralentit. Cette réaction de stress est ancienne et utile : elle nous aide à réagir vite.',
      'Les problèmes surviennent lorsque cette réaction se déclenche trop souvent ou trop longtemps. Un stress continu est associé à un mauvais sommeil, à des maux de tête, à des troubles digestifs, à une tension artérielle élevée et à un système immunitaire affaibli. Il peut aussi rendre plus difficiles la concentration et le plaisir.',
      'La récupération est l’autre moitié de l’histoire. Le corps dispose d’un système d’apaisement qui ralentit le cœur et favorise le repos et la digestion. Respirer lentement, surtout avec une expiration plus longue, est une façon simple de l’activer. Essayez d’inspirer pendant quatre secondes et d’expirer pendant six secondes durant quelques minutes.',
      'Une activité physique régulière, un sommeil suffisant, du temps dans la nature et le contact avec des personnes bienveillantes aident tous le corps à récupérer. Les petites pauses dans la journée comptent aussi : une courte marche ou quelques minutes loin des écrans peuvent faire baisser la tension avant qu’elle ne s’accumule. Il est également utile de repérer vos propres signaux précoces, comme une mâchoire crispée ou une respiration superficielle, pour pouvoir réagir plus tôt.',
      'Certains symptômes physiques peuvent avoir des causes médicales ; n’expliquez donc pas tout par le stress. Cet article ne remplace pas l’aide d’un professionnel. Si les symptômes sont forts, nouveaux ou persistants, consultez un médecin ; si le stress vous paraît ingérable, un professionnel de la santé mentale peut vous aider.',
    ],
  },
};

const courseCategories: UserCenterTexts['courseCategories'] = {
  '1': { name: 'Connaissance de soi', description: 'Comprenez votre personnalité, vos forces et vos valeurs, et mettez-les à profit au quotidien.' },
  '2': { name: 'Relations', description: 'Construisez des relations plus proches et plus sereines avec votre partenaire, vos amis et votre famille.' },
  '3': { name: 'Travail et stress', description: 'Gérez la pression au travail, retrouvez votre énergie et prévenez le burn-out.' },
};

const courses: UserCenterTexts['courses'] = {
  '1': {
    title: 'Comprendre votre type de personnalité',
    summary: 'Un guide pratique pour lire votre résultat à 16 types et vous en servir au quotidien.',
    description:
      'Ce cours explique ce que signifient les quatre paires de préférences d’un modèle à 16 types et comment lire votre propre résultat. De courts exercices vous aident à confronter le résultat à votre vie réelle et à en tirer des étapes concrètes.',
    author: 'Équipe éditoriale Mindprint',
    chapters: [
      {
        title: 'Chapitre 1 : Ce qu’un type de personnalité peut vous apprendre',
        paragraphs: [
          'Un type de personnalité est un court résumé de vos préférences : d’où vous tirez votre énergie, comment vous recueillez l’information, comment vous prenez vos décisions et comment vous aimez organiser votre vie. Il décrit ce qui vous semble naturel, pas ce dont vous êtes capable. Chaque type peut apprendre chaque compétence.',
          'Votre résultat repose sur vos propres réponses ; il reflète donc la façon dont vous vous voyez aujourd’hui. C’est un point de départ pour la réflexion. La question la plus utile n’est pas « Est-ce bien moi ? » mais « En quoi cela me correspond-il, et en quoi non ? »',
          'Exercice : lisez la courte description de votre type. Soulignez trois phrases qui vous correspondent bien et entourez une phrase qui ne vous correspond pas. Pour chaque phrase soulignée, notez un exemple tiré du mois dernier.',
        ],
      },
      {
        title: 'Chapitre 2 : Les quatre paires de préférences',
        paragraphs: [
          'L’extraversion et l’introversion décrivent où vous dirigez votre énergie : vers les gens et l’action, ou vers votre monde intérieur et la réflexion tranquille. La sensation et l’intuition décrivent comment vous préférez recueillir l’information : des faits concrets et l’expérience, ou des schémas et des possibilités.',
          'La pensée et le sentiment décrivent comment vous préférez décider : par l’analyse logique, ou en tenant compte des valeurs et des personnes concernées. Le jugement et la perception décrivent comment vous aimez vivre : avec des plans et des décisions arrêtées, ou avec de la souplesse et des options ouvertes. Tout le monde utilise les deux côtés de chaque paire ; la préférence indique seulement lequel vous semble le plus facile.',
          'Exercice : pour chaque paire, décrivez une situation où vous avez clairement utilisé votre côté préféré et une autre où vous avez utilisé l’autre côté. Observez ce que vous avez ressenti dans chaque cas. Utiliser son côté le moins préféré est souvent possible, mais plus fatigant.',
        ],
      },
      {
        title: 'Chapitre 3 : Préférences nettes et préférences proches',
        paragraphs: [
          'Votre rapport indique la netteté de chaque préférence. Une préférence nette signifie que vos réponses allaient fortement dans une direction. Une préférence proche signifie que vos réponses étaient presque équilibrées, et que les deux descriptions peuvent vous correspondre selon les situations.',
          'Des résultats proches ne posent pas de problème. Ils témoignent souvent d’une certaine souplesse. Ils signifient toutefois que la lettre de votre type pour cette paire est moins sûre. Si vous repassez le test, c’est cette lettre qui a le plus de chances de changer. Cela ne veut pas dire que le test a échoué, mais que vous utilisez assez souvent les deux côtés.',
          'Questions de réflexion : lesquelles de vos préférences sont nettes ? Lesquelles sont proches ? Pour une paire proche, lisez les deux descriptions. Dans quelles situations agissez-vous selon l’une ou l’autre ? Demandez à un ami quelle description lui semble vous correspondre le mieux, et pourquoi.',
        ],
      },
      {
        title: 'Chapitre 4 : Mettre votre type en pratique',
        paragraphs: [
          'Connaître vos préférences peut vous aider à organiser vos journées. Si vous préférez l’introversion, vous pouvez prévoir un moment calme après de longues réunions. Si vous préférez la perception, vous pouvez fixer quelques échéances fermes pour que les options ouvertes ne se transforment pas en stress de dernière minute.',
          'Votre type peut aussi améliorer la communication. Des personnes aux préférences différentes peuvent avoir besoin d’informations différentes : des faits et des étapes pour les unes, la vue d’ensemble et les raisons pour les autres. Demander « De quoi as-tu besoin de ma part pour décider ? » est souvent plus utile que de deviner.',
          'Exercice final : choisissez une situation qui se passe souvent mal pour vous, comme les réunions d’équipe ou la préparation des vacances. Notez lesquelles de vos préférences entrent en jeu, ce que l’autre personne préfère peut-être, et un petit changement que vous essaierez cette semaine.',
        ],
      },
    ],
  },
  '2': {
    title: 'Grandir avec vos forces',
    summary: 'Trouvez vos forces naturelles, utilisez-les plus souvent et maîtrisez leurs angles morts.',
    description:
      'Les forces sont des manières de penser, de ressentir et d’agir qui vous viennent naturellement et vous donnent de l’énergie. Ce cours vous aide à nommer vos forces, à les utiliser de nouvelles façons et à remarquer quand une force est surexploitée. Chaque chapitre se termine par un exercice pratique.',
    author: 'Équipe éditoriale Mindprint, série Connaissance de soi',
    chapters: [
      {
        title: 'Chapitre 1 : Qu’est-ce qu’une force ?',
        paragraphs: [
          'Une force, c’est plus qu’une chose dans laquelle vous êtes doué. C’est quelque chose que vous faites bien, souvent et avec plaisir. Quand vous utilisez une force, le temps passe vite et vous vous sentez souvent plus énergique ensuite, et non moins.',
          'La recherche en psychologie positive suggère que les personnes qui utilisent souvent leurs forces au quotidien font état d’un plus grand bien-être et d’un engagement plus fort au travail. L’effet n’a rien de magique, mais il est constant : un usage modeste et régulier compte plus qu’un grand effort occasionnel. Les forces se développent aussi avec la pratique, tout comme les compétences.',
          'Exercice : pensez à trois moments de l’année écoulée où vous vous êtes senti au meilleur de vous-même. Pour chacun, notez ce que vous faisiez, qui était présent et quelles qualités personnelles vous avez mobilisées. Repérez les qualités qui reviennent plus d’une fois.',
        ],
      },
      {
        title: 'Chapitre 2 : Nommer vos forces',
        paragraphs: [
          'Les résultats de personnalité peuvent fournir des indices utiles. Par exemple, une ouverture élevée va souvent de pair avec la curiosité et la créativité, et un caractère consciencieux élevé avec la persévérance et la planification. Vos préférences de type peuvent pointer dans des directions semblables.',
          'Les autres voient parfois des forces que nous tenons pour acquises. Demandez à trois personnes qui vous connaissent bien : « Quand m’as-tu vu au meilleur de moi-même ? » Recueillez leurs réponses sans discuter ni vous justifier. Beaucoup de gens sont surpris par ce que les autres remarquent. Si la même qualité est citée par plusieurs personnes, il s’agit très probablement d’une vraie force.',
          'Exercice : rassemblez votre propre liste et les retours que vous avez reçus. Choisissez les cinq forces qui reviennent le plus souvent. Pour chacune, écrivez une courte phrase avec vos propres mots, par exemple « Je remarque quand quelqu’un dans le groupe se sent mis à l’écart. »',
        ],
      },
      {
        title: 'Chapitre 3 : Utiliser vos forces autrement',
        paragraphs: [
          'Un exercice bien étudié consiste à utiliser chaque jour, pendant une semaine, l’une de vos principales forces d’une nouvelle façon. Des études ont montré que cette pratique simple peut augmenter le bien-être pendant plusieurs semaines. La clé est la nouveauté : faire quelque chose de familier dans un nouveau contexte.',
          'Par exemple, si la curiosité fait partie de vos forces, vous pouvez interroger un collègue sur son travail, rentrer chez vous par un autre chemin ou vous documenter sur un sujet que vous ne connaissez pas du tout. Si la bienveillance est l’une de vos forces, vous pouvez écrire un mot de remerciement ou aider un voisin.',
          'Exercice : prévoyez sept petites utilisations nouvelles d’une même force, une pour chaque jour de la semaine prochaine. Notez-les avant de commencer. Chaque soir, écrivez ce que vous avez fait et ce que vous avez ressenti. À la fin de la semaine, relisez vos notes et choisissez une utilisation à conserver.',
        ],
      },
      {
        title: 'Chapitre 4 : Quand une force devient excessive',
        paragraphs: [
          'Toute force peut être surexploitée. La persévérance peut tourner à l’entêtement, l’honnêteté à la dureté, et l’attention aux autres à l’oubli de soi. Cet excès survient généralement sous l’effet du stress, quand on s’appuie sur ce qui semble le plus sûr. Les autres remarquent souvent l’excès avant nous.',
          'Le but n’est pas d’utiliser moins ses forces, mais de les utiliser avec sagesse : la bonne force, dans la bonne mesure, au bon moment. Les forces peuvent s’équilibrer entre elles. Par exemple, la bienveillance peut adoucir l’honnêteté, et la curiosité peut assouplir une persévérance obstinée.',
          'Questions de réflexion : lesquelles de vos forces les autres trouvent-ils parfois excessives ? Dans quelles situations cela arrive-t-il ? Quelle autre force pourrait l’équilibrer ? Écrivez une phrase que vous pourrez vous dire lorsque vous sentez l’excès commencer.',
        ],
      },
    ],
  },
  '3': {
    title: 'Communiquer dans les relations proches',
    summary: 'Exprimez vos besoins, écoutez vraiment et gérez les conflits d’une façon qui vous rapproche.',
    description:
      'Une bonne communication est l’un des meilleurs prédicteurs de relations durables et épanouissantes. Ce cours vous donne des outils pratiques pour écouter, exprimer vos besoins et gérer les désaccords avec votre partenaire, vos amis et votre famille. Il montre aussi comment les différentes préférences de personnalité influencent la façon dont les gens se parlent.',
    author: 'Équipe éditoriale Mindprint',
    chapters: [
      {
        title: 'Chapitre 1 : Une écoute qui fait sentir à l’autre qu’il est entendu',
        paragraphs: [
          'La plupart des gens écoutent pour répondre. L’écoute active consiste à écouter pour comprendre. Vous accordez toute votre attention, vous rangez votre téléphone et vous vérifiez que vous avez bien compris avant de donner votre propre point de vue. Cela paraît simple, mais demande de la pratique, surtout quand le sujet est chargé d’émotions.',
          'Deux outils simples aident beaucoup. Le premier est la reformulation : « Donc, tu t’es senti seul quand je suis rentré tard ? » Le second consiste à poser des questions ouvertes, auxquelles on ne peut pas répondre par oui ou par non, comme « Qu’est-ce qui a été le plus difficile pour toi ? »',
          'Exercice : lors de votre prochaine conversation importante, reformulez au moins deux fois ce que l’autre personne a dit avant de donner votre avis. Ensuite, notez comment s’est passée la conversation et si l’autre personne a réagi différemment de d’habitude.',
        ],
      },
      {
        title: 'Chapitre 2 : Dire ce dont vous avez besoin',
        paragraphs: [
          'Beaucoup de conflits commencent par une critique de l’autre : « Tu ne m’aides jamais. » Cela entraîne généralement une défense, pas un changement. Une façon plus utile consiste à décrire la situation, votre émotion et votre besoin, puis à formuler une demande claire.',
          'Par exemple : « Quand la vaisselle est encore dans l’évier le soir, je me sens fatigué et seul face aux tâches ménagères. J’ai besoin que nous les partagions. Pourrais-tu faire la vaisselle en semaine ? » C’est précis, honnête, et cela donne à l’autre quelque chose qu’il peut faire.',
          'Exercice : pensez à un reproche récurrent dans l’une de vos relations. Réécrivez-le en quatre parties : situation, émotion, besoin et demande. Lisez-le à voix haute. Ressemble-t-il à une invitation ou à une attaque ? Ajustez-le jusqu’à ce qu’il vous semble juste.',
        ],
      },
      {
        title: 'Chapitre 3 : Gérer les conflits calmement',
        paragraphs: [
          'Le conflit est normal ; ce qui compte, c’est la façon de le gérer. La recherche sur les couples montre que la critique, le mépris, l’attitude défensive et le repli dans le mutisme rendent les conflits plus destructeurs. Leurs contraires sont un début en douceur, le respect, la reconnaissance d’une part de responsabilité et le maintien du contact.',
          'Quand les émotions deviennent très fortes, le corps entre dans une réaction de stress et il devient difficile d’écouter. À ce moment-là, une courte pause vaut mieux qu’une longue dispute. Convenez d’un signal, prenez une vingtaine de minutes pour vous calmer, puis revenez au sujet.',
          'Questions de réflexion : comment les conflits commencent-ils habituellement dans votre relation ? Lequel des quatre schémas destructeurs utilisez-vous le plus ? À quoi ressemblerait un début en douceur pour votre sujet de dispute le plus fréquent ? Convenez avec l’autre personne d’un signal de pause que vous acceptez tous les deux.',
        ],
      },
      {
        title: 'Chapitre 4 : Personnalités différentes, styles différents',
        paragraphs: [
          'Les préférences de personnalité influencent la façon dont les gens communiquent. Une personne qui préfère l’extraversion peut vouloir discuter d’un problème tout de suite, tandis qu’une personne qui préfère l’introversion peut avoir besoin de réfléchir d’abord. Aucune de ces façons n’est mauvaise, mais la différence peut être source de frustration.',
          'De même, certaines personnes préfèrent parler des faits et des solutions, tandis que d’autres ont d’abord besoin de sentir que leurs émotions sont comprises. Demander « Veux-tu un conseil, ou préfères-tu que je t’écoute ? » peut éviter bien des malentendus.',
          'Exercice final : avec votre partenaire ou un ami proche, discutez de trois questions. De combien de temps as-tu besoin avant de parler d’un problème ? Qu’est-ce qui t’aide à te sentir compris ? Qu’est-ce que je devrais éviter de faire quand tu es contrarié ? Notez les réponses et conservez-les.',
        ],
      },
    ],
  },
  '4': {
    title: 'Amitié et sentiment d’appartenance',
    summary: 'Se faire de nouveaux amis à l’âge adulte, approfondir ses amitiés et faire face à la solitude.',
    description:
      'Les amitiés protègent notre santé et notre bien-être, et pourtant beaucoup d’adultes ont du mal à se faire des amis et à les garder. Ce cours explique ce que dit la recherche sur la façon dont les amitiés se développent et propose de petites étapes concrètes pour créer du lien.',
    author: 'Équipe éditoriale Mindprint, série Relations',
    chapters: [
      {
        title: 'Chapitre 1 : Pourquoi l’amitié compte',
        paragraphs: [
          'Des liens sociaux solides sont associés à une meilleure santé mentale, à une meilleure santé physique et même à une vie plus longue. La solitude, à l’inverse, est associée au stress, à un mauvais sommeil et à un moral bas. Se sentir relié aux autres est un besoin humain fondamental, pas un luxe.',
          'La solitude dépend de la qualité des relations, pas de leur nombre. On peut se sentir seul au milieu d’une foule et bien entouré avec seulement deux amis proches. Beaucoup de gens se sentent seuls à un moment de leur vie, en particulier après un déménagement, un changement d’emploi ou une rupture.',
          'Questions de réflexion : de qui vous sentez-vous proche en ce moment ? Qui appelleriez-vous pour une bonne nouvelle, et qui pour une mauvaise ? Êtes-vous satisfait de vos liens, et sinon, que vous manque-t-il : davantage de personnes, ou un contact plus profond avec celles que vous connaissez déjà ?',
        ],
      },
      {
        title: 'Chapitre 2 : Comment naissent les amitiés',
        paragraphs: [
          'La recherche suggère que les amitiés naissent de contacts répétés dans la durée. Voir régulièrement les mêmes personnes, par exemple dans un cours, un club ou au travail, donne aux relations l’occasion de se développer. Une étude a estimé qu’il faut environ 50 heures passées ensemble pour qu’une connaissance devienne un ami occasionnel, et bien plus pour un ami proche.',
          'La familiarité aide aussi : on a tendance à apprécier davantage les autres à mesure qu’ils nous deviennent familiers. C’est pourquoi les activités régulières sont plus propices aux amitiés que les événements ponctuels. Se livrer un peu plus au fil du temps, et répondre chaleureusement quand les autres se confient, renforce la confiance.',
          'Exercice : choisissez une activité régulière où vous pouvez voir les mêmes personnes chaque semaine, comme un groupe sportif, un cours de langue ou du bénévolat. Engagez-vous à y aller au moins six fois avant de décider si elle vous convient.',
        ],
      },
      {
        title: 'Chapitre 3 : Faire le premier pas',
        paragraphs: [
          'Beaucoup de gens attendent que les autres fassent le premier pas. Des études montrent que l’on sous-estime souvent à quel point les autres nous apprécient après une conversation et à quel point ils seraient contents d’avoir de nos nouvelles. Prendre contact est généralement mieux accueilli qu’on ne le pense.',
          'Commencez petit. Envoyez un court message à quelqu’un à qui vous n’avez pas parlé depuis un moment. Proposez un projet précis, comme une promenade samedi matin, plutôt qu’un vague « il faudrait qu’on se voie un de ces jours ». Les projets précis ont beaucoup plus de chances de se concrétiser.',
          'Exercice : dressez la liste de cinq personnes que vous aimeriez voir plus souvent. Cette semaine, contactez-en deux avec une proposition précise. Notez ce que vous avez ressenti avant et après, et comment elles ont réagi.',
        ],
      },
      {
        title: 'Chapitre 4 : Entretenir ses amitiés',
        paragraphs: [
          'Les amitiés demandent un entretien régulier. Les petits gestes comptent : se souvenir d’une date importante, demander des nouvelles de ce que l’ami a évoqué la dernière fois, ou accueillir ses bonnes nouvelles avec un réel intérêt. Réagir avec enthousiasme aux bonnes nouvelles est associé à des liens plus solides.',
          'Les conflits et la distance surviennent dans toutes les amitiés. Un message court et sincère aide souvent : « Nos discussions me manquent. On se voit bientôt ? » Si une amitié apporte durablement plus de stress que de soutien, il est aussi permis de lui laisser moins de place.',
          'Exercice final : dessinez trois cercles : amis proches, bons amis et relations amicales. Placez-y les personnes de votre entourage. Pour chaque ami proche, notez un petit geste que vous ferez ce mois-ci pour lui montrer qu’il compte pour vous. Si la solitude vous pèse et dure, envisagez d’en parler à un professionnel.',
        ],
      },
    ],
  },
  '5': {
    title: 'Boîte à outils contre le stress du quotidien',
    summary: 'Des outils simples, fondés sur la recherche, pour repérer le stress tôt et apaiser le corps et l’esprit.',
    description:
      'Le stress fait partie de la vie, mais un stress prolongé nuit au sommeil, à l’humeur et à la santé. Ce cours enseigne des outils simples à utiliser en quelques minutes : repérer les signaux de stress, respirer pour se calmer, penser de façon aidante et adopter des habitudes de récupération au quotidien.',
    author: 'Équipe éditoriale Mindprint',
    chapters: [
      {
        title: 'Chapitre 1 : Connaître vos signaux de stress',
        paragraphs: [
          'Le stress se manifeste dans le corps, dans les pensées, dans les émotions et dans le comportement. Les signaux corporels peuvent être une nuque raide, un cœur qui bat vite ou un mal de ventre. Les signaux dans les pensées incluent l’inquiétude et les difficultés de concentration. Les signaux comportementaux incluent le fait de s’emporter contre les autres, de manger plus ou moins, ou de faire défiler son téléphone tard le soir.',
          'Chacun a ses propres signaux précoces typiques. Les repérer tôt vous laisse le temps d’agir avant que le stress ne devienne écrasant. La plupart des gens ne remarquent leur stress que lorsqu’il est déjà élevé.',
          'Exercice : pendant une semaine, faites le point avec vous-même trois fois par jour : le matin, à midi et le soir. Évaluez votre stress de 0 à 10 et notez un signal corporel, une pensée et un comportement que vous remarquez. À la fin de la semaine, repérez vos trois signaux précoces les plus fréquents.',
        ],
      },
      {
        title: 'Chapitre 2 : Apaiser le corps',
        paragraphs: [
          'La respiration lente est l’un des moyens les plus rapides d’apaiser le corps. Quand l’expiration est plus longue que l’inspiration, le système d’apaisement du corps devient plus actif et le rythme cardiaque ralentit.',
          'Essayez ceci : inspirez par le nez pendant quatre secondes, puis expirez lentement par la bouche pendant six secondes. Répétez pendant deux à cinq minutes. Une autre option est la respiration carrée : inspirer sur quatre temps, retenir sur quatre, expirer sur quatre, retenir sur quatre.',
          'Exercice : pratiquez une méthode de respiration deux fois par jour pendant une semaine, même lorsque vous êtes calme. S’entraîner au calme la rend plus facile à utiliser en situation de stress. Évaluez votre tension de 0 à 10 avant et après chaque exercice et notez la différence.',
        ],
      },
      {
        title: 'Chapitre 3 : Travailler avec les pensées stressantes',
        paragraphs: [
          'Le stress naît souvent de la façon dont nous interprétons une situation. Des pensées comme « Ça va être une catastrophe » ou « Je dois tout faire parfaitement » font réagir le corps comme s’il y avait un vrai danger. Remarquer ces pensées est la première étape.',
          'Posez-vous ensuite des questions utiles : quels éléments confirment cette pensée, et lesquels la contredisent ? Quelle est l’issue la plus probable, et non la pire ? Que dirais-je à un ami dans la même situation ? L’objectif n’est pas de penser positivement, mais de penser de façon réaliste.',
          'Exercice : cette semaine, quand vous remarquez une forte réaction de stress, notez la situation, votre pensée, votre émotion et son intensité de 0 à 100. Écrivez ensuite une pensée plus équilibrée et évaluez à nouveau votre émotion. Faites-le au moins trois fois.',
        ],
      },
      {
        title: 'Chapitre 4 : Intégrer la récupération à vos journées',
        paragraphs: [
          'La récupération n’est pas une récompense une fois tout le travail terminé ; c’est ce qui rend le bon travail possible. De courtes pauses dans la journée, un sommeil régulier, l’activité physique et du temps avec des personnes que vous appréciez aident tous le corps et l’esprit à récupérer.',
          'Les activités les plus différentes de votre travail sont celles qui vous ressourcent le mieux. Si votre métier est exigeant sur le plan mental, une activité physique ou manuelle peut aider. Si votre travail vous met en contact avec beaucoup de monde, un moment de calme seul peut aider davantage. Décrocher du travail le soir est l’un des meilleurs prédicteurs de la récupération.',
          'Exercice final : rédigez sur une page votre plan personnel contre le stress : vos signaux précoces, deux outils d’apaisement, une pensée aidante et trois activités de récupération pour chaque semaine. Si le stress reste élevé pendant des semaines ou affecte votre santé, parlez-en à un médecin ou à un professionnel de la santé mentale.',
        ],
      },
    ],
  },
  '6': {
    title: 'Prévenir le burn-out au travail',
    summary: 'Comprenez d’où vient le burn-out, protégez votre énergie et organisez votre travail de façon plus saine.',
    description:
      'Le burn-out s’installe lentement à la suite d’un stress professionnel prolongé. Ce cours vous aide à reconnaître les signes avant-coureurs, à identifier les principales sources de tension dans votre travail et à apporter des changements concrets, avec votre équipe et votre responsable. Il examine aussi comment vos préférences de personnalité influencent ce qui vous épuise et ce qui vous ressource.',
    author: 'Équipe éditoriale Mindprint, série Travail et bien-être',
    chapters: [
      {
        title: 'Chapitre 1 : Comprendre le burn-out',
        paragraphs: [
          'Le burn-out est décrit comme la conséquence d’un stress chronique au travail qui n’a pas été géré avec succès. Ses trois caractéristiques principales sont l’épuisement, une distance mentale ou du cynisme vis-à-vis du travail, et un sentiment d’efficacité réduite.',
          'Le burn-out n’est pas une faiblesse personnelle. La recherche montre que les conditions de travail jouent un grand rôle : une lourde charge de travail, peu de marge de manœuvre, un manque de reconnaissance, de mauvaises relations dans l’équipe, l’injustice et un décalage entre les valeurs personnelles et le travail. Des habitudes personnelles comme le perfectionnisme peuvent accroître le risque.',
          'Questions de réflexion : sur une échelle de 0 à 10, à quel point vous sentez-vous épuisé à la fin d’une semaine normale ? Comment votre attitude envers votre travail a-t-elle évolué au cours de l’année écoulée ? Lesquelles des conditions de travail citées plus haut reconnaissez-vous dans votre situation ?',
        ],
      },
      {
        title: 'Chapitre 2 : Cartographier ce qui vous épuise et ce qui vous ressource',
        paragraphs: [
          'L’énergie au travail dépend de l’équilibre entre exigences et ressources. Les exigences sont ce qui demande un effort, comme les délais ou les conversations difficiles. Les ressources sont ce qui aide, comme le soutien des collègues, des objectifs clairs, l’autonomie et l’apprentissage.',
          'Les préférences de personnalité jouent aussi un rôle. Une personne qui préfère l’introversion peut trouver épuisantes les réunions incessantes, tandis qu’une personne qui préfère l’extraversion peut se sentir vidée par de longues périodes de travail en solitaire. Connaître vos préférences vous aide à expliquer vos besoins.',
          'Exercice : pendant deux semaines, notez chaque jour les trois choses qui vous ont le plus épuisé et les trois qui vous ont le plus ressourcé au travail. À la fin, cherchez des tendances. Indiquez ce que vous pouvez changer vous-même, ce qui nécessite une discussion et ce que vous devez accepter pour l’instant.',
        ],
      },
      {
        title: 'Chapitre 3 : Poser des limites et protéger la récupération',
        paragraphs: [
          'Quand le travail ne cesse d’augmenter, des limites claires protègent votre santé. Cela peut vouloir dire des plages fixes pendant lesquelles vous ne lisez pas vos messages professionnels, une vraie pause déjeuner loin de votre bureau, ou dire : « Je peux faire ceci, mais alors cette autre tâche prendra du retard. Laquelle est la plus importante ? »',
          'La récupération en dehors du travail est essentielle. Le détachement psychologique, c’est-à-dire le fait de décrocher mentalement du travail pendant son temps libre, est fortement associé à un épuisement moindre. Un court rituel de fin de journée, comme noter les trois tâches prioritaires du lendemain et fermer l’ordinateur, aide l’esprit à lâcher prise.',
          'Exercice : choisissez une limite que vous essaierez pendant les deux prochaines semaines. Écrivez-la, parlez-en à une personne et notez chaque jour si vous l’avez respectée et comment vous vous êtes senti. Ajustez la limite si elle n’est pas réaliste.',
        ],
      },
      {
        title: 'Chapitre 4 : Changer le travail, pas seulement soi-même',
        paragraphs: [
          'Les outils individuels aident, mais un changement durable passe souvent par des changements dans le travail lui-même. Le job crafting consiste à façonner vos tâches, vos relations et votre vision de votre travail pour qu’ils vous correspondent mieux, par exemple en prenant en charge des tâches qui font appel à vos forces ou en cultivant le contact avec des collègues qui vous soutiennent.',
          'Préparez une conversation avec votre responsable. Décrivez les faits : votre charge de travail, vos horaires et les effets que vous constatez. Proposez des changements précis, comme des priorités plus claires, de l’aide sur un projet ou un délai plus réaliste. La plupart des responsables préfèrent être informés des problèmes tôt.',
          'Exercice final : rédigez votre plan en trois parties : un changement que vous ferez vous-même, un changement que vous demanderez, et un signal d’alerte qui vous indiquera de chercher davantage d’aide. Si l’épuisement dure depuis des semaines ou si votre moral reste bas, parlez-en à un médecin ou à un professionnel de la santé mentale ; ce cours ne remplace pas l’aide d’un professionnel.',
        ],
      },
    ],
  },
};

const questions: UserCenterTexts['questions'] = {
  '1': {
    prompt: 'Lequel de ces éléments fait partie des cinq grands traits de personnalité (Big Five) ?',
    options: ['L’ambition', 'Le caractère consciencieux', 'L’optimisme', 'L’intelligence'],
    analysis:
      'Les Big Five sont l’ouverture, le caractère consciencieux, l’extraversion, l’agréabilité et le névrosisme. Le caractère consciencieux décrit à quel point une personne tend à être organisée, soigneuse et orientée vers ses objectifs. L’ambition et l’optimisme sont liés à ces traits mais n’en font pas partie, et l’intelligence est généralement mesurée comme une aptitude, non comme un trait de personnalité.',
  },
  '2': {
    prompt: 'Quel nombre vient ensuite dans la suite : 2, 4, 8, 16, ?',
    options: [],
    analysis: 'Chaque nombre est le double du précédent : 2 × 2 = 4, 4 × 2 = 8, 8 × 2 = 16. Le nombre suivant est donc 16 × 2 = 32.',
  },
  '3': {
    prompt: 'Quelle façon de gérer ses émotions la recherche associe-t-elle à un meilleur bien-être dans la durée ?',
    options: [
      'Cacher ses sentiments à tout le monde',
      'Ressasser le problème encore et encore',
      'La réévaluation : regarder la situation sous un nouvel angle',
      'Éviter tout ce qui rappelle le problème',
    ],
    analysis:
      'Les études sur la régulation émotionnelle constatent souvent que la réévaluation, c’est-à-dire changer la façon d’interpréter une situation, est associée à davantage d’émotions positives et à de meilleures relations. La suppression des émotions, la rumination et l’évitement permanent sont associés à davantage de détresse dans la durée. Réévaluer ne veut pas dire faire comme si tout allait bien ; il s’agit de chercher un point de vue à la fois réaliste et aidant.',
  },
  '4': {
    prompt: 'Lesquels de ces comportements font partie de l’écoute active ? Plusieurs réponses possibles.',
    options: [
      'Reformuler avec ses propres mots ce que l’autre a dit',
      'Préparer sa réponse pendant que l’autre parle encore',
      'Poser des questions ouvertes pour mieux comprendre',
      'Ramener la conversation à une histoire semblable qui nous est arrivée',
    ],
    analysis:
      'L’écoute active consiste à accorder toute son attention et à vérifier que l’on a bien compris. Reformuler et poser des questions ouvertes montrent à la personne qui parle qu’elle a été entendue et vous aident à mieux la comprendre. Préparer sa réponse pendant qu’elle parle et passer à sa propre histoire détournent l’attention de la personne qui parle.',
  },
  '5': {
    prompt: 'Dans le célèbre modèle des intérêts professionnels de Holland (RIASEC), que signifie la lettre R ?',
    options: ['Réaliste', 'Réflexif', 'Rationnel', 'Responsable'],
    analysis:
      'Les six types d’intérêts du modèle sont Réaliste, Investigateur, Artistique, Social, Entreprenant et Conventionnel. Les intérêts réalistes décrivent les personnes qui aiment le travail pratique et concret avec des outils, des machines, des plantes ou des animaux. Le modèle est largement utilisé en orientation professionnelle pour faire correspondre les intérêts aux environnements de travail.',
  },
  '6': {
    prompt: 'La recherche sur les couples a montré que l’un de ces comportements est un signal d’alarme important pour une relation. Lequel ?',
    options: ['Être en désaccord de temps en temps', 'Passer du temps chacun de son côté', 'Avoir des loisirs différents', 'Le mépris, par exemple se moquer ou lever les yeux au ciel'],
    analysis:
      'Des études de long terme sur les couples ont montré que le mépris, c’est-à-dire traiter son partenaire comme un inférieur par la moquerie, le sarcasme ou les yeux levés au ciel, est l’un des meilleurs prédicteurs de séparation. Les désaccords sont normaux dans les relations saines, et le temps passé séparément ou des loisirs différents ne posent pas de problème en soi. Ce qui compte le plus, c’est la façon dont les partenaires se traitent pendant un conflit.',
  },
  '7': {
    prompt: 'Combien d’heures de sommeil par nuit les spécialistes recommandent-ils pour la plupart des adultes ?',
    options: ['4 à 5 heures', '7 à 9 heures', '10 à 12 heures', 'Cela n’a pas d’importance'],
    analysis:
      'Les sociétés savantes de médecine du sommeil recommandent 7 à 9 heures par nuit pour la plupart des adultes. Dormir régulièrement moins de 7 heures est associé à une moins bonne humeur, une moindre attention et une moins bonne santé. Les besoins varient un peu d’une personne à l’autre, mais très peu de gens fonctionnent bien avec 4 à 5 heures sur une longue période.',
  },
  '8': {
    prompt:
      'Dans la respiration carrée, on inspire pendant 4 secondes, on retient son souffle pendant 4 secondes, on expire pendant 4 secondes et on retient à nouveau pendant 4 secondes. Combien de secondes dure un cycle complet ?',
    options: [],
    analysis:
      'Un cycle comporte quatre étapes de 4 secondes chacune : 4 + 4 + 4 + 4 = 16 secondes. Une respiration lente et régulière comme celle-ci peut aider le corps à se calmer en cas de stress.',
  },
  '9': {
    prompt: 'Lesquels de ces traits appartiennent au modèle de personnalité des Big Five ? Plusieurs réponses possibles.',
    options: ['L’ouverture à l’expérience', 'L’agréabilité', 'Le charisme', 'Le névrosisme'],
    analysis:
      'Le modèle des Big Five comprend l’ouverture à l’expérience, le caractère consciencieux, l’extraversion, l’agréabilité et le névrosisme (parfois appelé stabilité émotionnelle lorsqu’il est mesuré dans l’autre sens). Le charisme est une qualité que l’on remarque chez les autres, mais il ne fait pas partie des cinq grands traits.',
  },
  '10': {
    prompt: 'Quel nombre n’a pas sa place dans ce groupe : 3, 5, 7, 9, 11 ?',
    options: ['3', '5', '9', '11'],
    analysis:
      'Les nombres 3, 5, 7 et 11 sont des nombres premiers : chacun n’est divisible que par 1 et par lui-même. Le nombre 9 est divisible par 3 (3 × 3 = 9) ; c’est donc le seul qui n’est pas premier.',
  },
  '11': {
    prompt: 'Mettre un sentiment en mots, par exemple « Je me sens anxieux », s’appelle l’étiquetage affectif. Quel effet la recherche lui attribue-t-elle généralement ?',
    options: [
      'Il réduit souvent l’intensité du sentiment',
      'Il rend toujours le sentiment plus fort',
      'Il n’a aucun effet',
      'Il fait oublier la situation',
    ],
    analysis:
      'L’imagerie cérébrale et les études en laboratoire suggèrent que nommer une émotion peut en réduire un peu l’intensité, probablement parce que cela sollicite des zones du cerveau impliquées dans la maîtrise de soi. C’est l’une des raisons pour lesquelles tenir un journal et parler de ses sentiments peut aider. Cela ne fait pas disparaître le sentiment, mais le rend souvent plus facile à gérer.',
  },
  '12': {
    prompt: 'L’effet du témoin décrit ce qui se passe souvent lorsque beaucoup de personnes assistent à une urgence. Par rapport à une personne seule, chaque personne est généralement…',
    options: ['plus susceptible d’aider', 'moins susceptible d’aider', 'exactement aussi susceptible d’aider', 'certaine d’aider'],
    analysis:
      'Les études sur l’effet du témoin montrent que les gens sont souvent moins enclins à aider en présence d’autres personnes, car la responsabilité semble partagée et chacun regarde les autres pour décider si une aide est nécessaire. Connaître cet effet peut faciliter le passage à l’action. Si vous êtes témoin d’une urgence, désignez une personne précise et demandez-lui directement de l’aide.',
  },
  '13': {
    prompt:
      'Vous travaillez par blocs concentrés de 25 minutes et, après chaque bloc, vous faites une pause de 5 minutes. Combien de minutes durent au total quatre blocs avec leurs pauses ?',
    options: [],
    analysis: 'Chaque bloc avec sa pause dure 25 + 5 = 30 minutes. Quatre blocs durent 4 × 30 = 120 minutes, soit deux heures.',
  },
  '14': {
    prompt: 'Lesquels de ces comportements sont des signes d’un conflit sain dans un couple ? Plusieurs réponses possibles.',
    options: [
      'Parler d’un comportement précis plutôt que d’attaquer l’autre',
      'Faire une courte pause quand on est trop contrarié, puis revenir au sujet',
      'Ressortir toutes les erreurs passées',
      'Refuser de parler et ignorer l’autre',
    ],
    analysis:
      'Un conflit sain porte sur un problème précis, pas sur le caractère de l’autre. Une courte pause convenue ensemble permet à chacun de se calmer avant de poursuivre. Énumérer les erreurs passées et se fermer à l’autre (ce qu’on appelle souvent le mur du silence) sont associés à des conflits plus destructeurs.',
  },
  '15': {
    prompt: 'Combien d’activité physique modérée par semaine l’Organisation mondiale de la santé recommande-t-elle aux adultes ?',
    options: ['Environ 30 minutes', 'Environ 60 minutes', '150 à 300 minutes', 'Aucune activité n’est nécessaire'],
    analysis:
      'L’Organisation mondiale de la santé recommande aux adultes au moins 150 à 300 minutes d’activité modérée par semaine, comme la marche rapide ou le vélo. Une activité régulière est aussi associée à une meilleure humeur et à moins d’anxiété. Bouger un peu vaut toujours mieux que pas du tout, et l’activité peut être répartie sur la semaine.',
  },
  '16': {
    prompt: 'Quelle hormone est souvent appelée « hormone du stress » ?',
    options: ['Le cortisol', 'L’insuline', 'La mélatonine', 'L’ocytocine'],
    analysis:
      'Le cortisol est libéré par les glandes surrénales lorsque le corps fait face au stress. Il augmente l’énergie disponible et aide le corps à répondre à un défi. De brèves hausses sont normales et utiles, mais un cortisol qui reste élevé longtemps est associé à des problèmes de sommeil, d’humeur et de santé.',
  },
  '17': {
    prompt: 'Dans les tests de personnalité, qu’est-ce qu’un item inversé ?',
    options: [
      'Une question volontairement ignorée',
      'Une question rédigée dans une autre langue',
      'Une question posée deux fois',
      'Une question pour laquelle être d’accord signifie un score plus bas sur le trait',
    ],
    analysis:
      'Un item inversé est formulé dans le sens opposé au trait. Par exemple, sur une échelle d’extraversion, être d’accord avec « Je préfère les soirées tranquilles seul » fait baisser le score d’extraversion. Les concepteurs de tests mélangent items normaux et items inversés pour qu’une personne qui approuve simplement tout n’obtienne pas un résultat trompeur.',
  },
  '18': {
    prompt: 'Quel nombre vient ensuite dans la suite : 1, 1, 2, 3, 5, 8, ?',
    options: [],
    analysis: 'Chaque nombre est la somme des deux précédents : 1 + 1 = 2, 1 + 2 = 3, 2 + 3 = 5, 3 + 5 = 8. Le nombre suivant est donc 5 + 8 = 13.',
  },
  '19': {
    prompt: 'Lesquelles de ces aptitudes figurent dans les modèles courants de l’intelligence émotionnelle ? Plusieurs réponses possibles.',
    options: ['Percevoir les émotions chez soi et chez les autres', 'Gérer les émotions', 'Mémoriser rapidement des faits', 'Comprendre comment les émotions évoluent'],
    analysis:
      'Un modèle très utilisé de l’intelligence émotionnelle décrit quatre aptitudes : percevoir les émotions, utiliser les émotions pour soutenir la pensée, comprendre les émotions et gérer les émotions. Mémoriser des faits relève de la mémoire et de l’apprentissage en général, pas de l’intelligence émotionnelle.',
  },
  '20': {
    prompt: 'Que décrit l’« effet de simple exposition » ?',
    options: [
      'On n’aime jamais ce que l’on voit souvent',
      'On a tendance à apprécier davantage ce que l’on a vu plusieurs fois',
      'On ne se souvient que de la première chose que l’on voit',
      'On ne reconnaît pas les visages déjà vus',
    ],
    analysis:
      'L’effet de simple exposition désigne le constat que l’on a tendance à apprécier davantage quelque chose simplement parce qu’il nous est devenu familier. Il a été démontré pour des visages, des mots, de la musique et des images. C’est l’une des raisons pour lesquelles des contacts simples et réguliers, comme croiser les mêmes voisins chaque jour, peuvent favoriser la naissance d’amitiés.',
  },
  '21': {
    prompt: 'Comment la classification de l’Organisation mondiale de la santé (CIM-11) décrit-elle le burn-out ?',
    options: [
      'Comme un type de personnalité',
      'Comme une maladie causée par un virus',
      'Comme un phénomène lié au travail, causé par un stress chronique au travail qui n’a pas été géré avec succès',
      'Comme une fatigue normale après une longue journée',
    ],
    analysis:
      'La CIM-11 décrit le burn-out comme un phénomène lié au travail, et non comme une maladie. Il résulte d’un stress chronique au travail qui n’a pas été géré avec succès et se manifeste par l’épuisement, une distance mentale vis-à-vis de son travail et une efficacité professionnelle réduite. Une journée fatigante n’est pas un burn-out ; le burn-out se développe sur une longue période.',
  },
  '22': {
    prompt: 'Un ami vous annonce une bonne nouvelle. Quelle réaction la recherche associe-t-elle à des relations plus solides ?',
    options: [
      'Montrer un réel intérêt et poser des questions',
      'Souligner ce qui pourrait mal tourner',
      'Changer de sujet',
      'Dire « sympa » en regardant son téléphone',
    ],
    analysis:
      'Les recherches sur la façon de réagir aux bonnes nouvelles ont montré que les réponses actives et constructives, c’est-à-dire un enthousiasme et un intérêt sincères, sont associées à davantage de confiance et de satisfaction dans les relations. Souligner les problèmes, ignorer la nouvelle ou répondre distraitement sont associés à des liens plus faibles. La façon dont nous partageons la joie peut compter autant que la façon dont nous nous soutenons dans les moments difficiles.',
  },
  '23': {
    prompt: 'Une personne dort de 23 h 00 à 6 h 30. Combien d’heures de sommeil cela représente-t-il ? Écrivez le nombre, par exemple 6,5.',
    options: [],
    analysis:
      'De 23 h 00 à 6 h 00, il y a 7 heures, et de 6 h 00 à 6 h 30, une demi-heure de plus. Au total, cela fait 7,5 heures, ce qui se situe dans la fourchette de 7 à 9 heures recommandée pour la plupart des adultes.',
  },
  '24': {
    prompt: 'Lesquels de ces signes sont courants dans la réaction de stress du corps ? Plusieurs réponses possibles.',
    options: ['Un cœur qui bat plus vite', 'Une respiration plus rapide', 'Des muscles tendus', 'Des pupilles plus petites'],
    analysis:
      'Lors de la réaction de stress, le système nerveux prépare le corps à l’action : le cœur bat plus vite, la respiration s’accélère et les muscles se tendent. Les pupilles se dilatent généralement au lieu de se contracter, pour laisser entrer plus de lumière. Ces changements sont utiles face à des défis de courte durée, mais épuisants lorsqu’ils durent longtemps.',
  },
  '25': {
    prompt: 'Que vous apprend la « fidélité test-retest » sur un test psychologique ?',
    options: [
      'Le temps nécessaire pour passer le test',
      'Si une personne obtient des résultats semblables en repassant le test plus tard',
      'Le nombre de personnes qui ont passé le test',
      'Si les questions sont faciles à lire',
    ],
    analysis:
      'La fidélité test-retest montre la stabilité des résultats dans le temps : les mêmes personnes passent le test deux fois, à quelques semaines d’intervalle, et l’on compare les deux séries de scores. Pour des traits stables comme la personnalité, les bons tests montrent une forte concordance. La fidélité est nécessaire à un test utile, mais elle ne prouve pas que le test mesure la bonne chose ; c’est ce qu’on appelle la validité.',
  },
  '26': {
    prompt: 'Si tous les Blips sont des Zogs et que tous les Zogs sont verts, quelle affirmation est forcément vraie ?',
    options: ['Tous les Blips sont verts', 'Toutes les choses vertes sont des Blips', 'Certains Zogs ne sont pas verts', 'Aucun Blip n’est vert'],
    analysis:
      'Chaque Blip est un Zog, et chaque Zog est vert ; chaque Blip est donc forcément vert. Les autres affirmations ne découlent pas des prémisses : il peut exister des choses vertes qui ne sont pas des Blips, et les prémisses disent que tous les Zogs sont verts. Utiliser des mots inventés aide à vérifier la logique sans être influencé par ce que l’on sait déjà.',
  },
  '27': {
    prompt: 'Dans un journal d’humeur, une personne note son humeur de 1 à 10. Sur cinq jours, les notes sont 4, 6, 5, 7 et 8. Quelle est la note moyenne ?',
    options: [],
    analysis:
      'Additionnez les notes et divisez par le nombre de jours : 4 + 6 + 5 + 7 + 8 = 30, et 30 ÷ 5 = 6. Suivre son humeur avec des chiffres simples peut aider à repérer des tendances, par exemple l’effet du sommeil ou de l’activité sur son état.',
  },
  '28': {
    prompt: 'Laquelle de ces questions est une question ouverte ?',
    options: ['« La réunion s’est bien passée ? »', '« Tu es allé à la réunion ? »', '« Tu es fatigué après la réunion ? »', '« Comment as-tu vécu la réunion ? »'],
    analysis:
      'On ne peut pas répondre à une question ouverte par un simple « oui » ou « non » ; elle invite l’autre à décrire son expérience avec ses propres mots. Les questions ouvertes sont une compétence essentielle en consultation comme dans la conversation de tous les jours, car elles aident les gens à en dire davantage. On peut répondre aux trois autres questions par un seul mot.',
  },
  '29': {
    prompt: 'Lesquelles de ces pratiques sont reconnues par la recherche pour réduire le stress au travail ? Plusieurs réponses possibles.',
    options: [
      'Consulter ses messages professionnels à toute heure',
      'Faire de courtes pauses régulières dans la journée',
      'Convenir de priorités claires avec son responsable',
      'Dormir moins pour accomplir plus de tâches',
    ],
    analysis:
      'Les courtes pauses aident à récupérer de l’énergie et de l’attention au cours de la journée, et des priorités claires réduisent le flou sur les rôles, une source connue de stress au travail. Être toujours joignable et rogner sur le sommeil sont associés, avec le temps, à davantage d’épuisement et à de moins bonnes performances.',
  },
  '30': {
    prompt: 'En psychologie, à quoi le « style d’attachement » se rapporte-t-il principalement ?',
    options: [
      'À la façon dont une personne décore son logement',
      'À la force avec laquelle une personne tient à ses opinions',
      'À la façon dont on recherche la proximité et réagit à la séparation dans les relations proches',
      'À la façon dont une personne organise son travail',
    ],
    analysis:
      'La théorie de l’attachement décrit comment les premières expériences avec les personnes qui s’occupent de nous façonnent, plus tard, nos schémas dans les relations proches : la façon de rechercher la proximité, de faire confiance et de réagir à la distance. La recherche distingue souvent des schémas sécure, anxieux et évitant. Ces schémas sont des tendances, pas des étiquettes figées, et ils peuvent évoluer avec de nouvelles expériences.',
  },
};

const games: UserCenterTexts['games'] = {
  '2048': {
    name: '2048',
    description: 'Faites glisser des tuiles numérotées et réunissez les nombres identiques pour atteindre la tuile 2048. Un casse-tête apaisant qui entraîne à anticiper.',
    howToPlay:
      'Utilisez les flèches du clavier, ou balayez l’écran tactile vers le haut, le bas, la gauche ou la droite. Toutes les tuiles glissent dans cette direction. Quand deux tuiles portant le même nombre se touchent, elles fusionnent en une seule tuile de valeur double. Après chaque mouvement, une nouvelle tuile apparaît. La partie se termine quand plus aucun mouvement n’est possible.',
  },
  jump: {
    name: 'JUMP',
    description: 'Votre coureur avance tout seul. Sautez par-dessus les obstacles au bon moment et voyez jusqu’où vous irez.',
    howToPlay:
      'Appuyez sur la barre d’espace du clavier, ou touchez l’écran, pour sauter. Choisissez le bon moment pour que le coureur franchisse l’obstacle qui se trouve devant lui. Le jeu accélère à mesure que vous courez. La partie se termine quand le coureur heurte un obstacle, et votre score correspond à la distance parcourue.',
  },
  'jump-and-jump': {
    name: 'Jump and Jump',
    description: 'Sautez de plateforme en plateforme. Plus vous chargez longtemps, plus vous sautez loin : évaluez bien chaque distance.',
    howToPlay:
      'Maintenez enfoncée la barre d’espace, le bouton de la souris ou votre doigt sur l’écran pour charger un saut. Relâchez pour sauter. Plus vous maintenez longtemps, plus le saut est long. Atterrissez sur la plateforme suivante pour marquer un point ; atterrissez en son centre pour gagner des points bonus. La partie se termine quand vous manquez une plateforme.',
  },
  maze: {
    name: 'Labyrinthe',
    description: 'Trouvez le chemin entre l’entrée et la sortie du labyrinthe en aussi peu de déplacements et de temps que possible.',
    howToPlay:
      'Utilisez les flèches du clavier, ou balayez l’écran tactile vers le haut, le bas, la gauche ou la droite, pour avancer d’une case dans cette direction. Les murs vous barrent la route : regardez devant vous et planifiez votre itinéraire. Atteignez la sortie pour terminer ; plus vous finissez vite, meilleur est votre score.',
  },
};

export const frTexts: UserCenterTexts = {
  articleCategories: {
    all: 'Tout',
    'psychology-science': 'Science psychologique',
    'psychology-test': 'Tests psychologiques',
    'psychology-consultation': 'Consultation',
    'psychology-treatment': 'Traitement psychologique',
    'mental-health': 'Santé mentale',
  },
  articles,
  courseCategories,
  courses,
  questionTypes: {
    personality: 'Personnalité',
    intelligence: 'Raisonnement',
    emotional: 'Émotions',
    social: 'Vie sociale',
    career: 'Carrière',
    relationship: 'Relations',
    health: 'Santé',
    stress: 'Stress',
  },
  questions,
  games,
};
