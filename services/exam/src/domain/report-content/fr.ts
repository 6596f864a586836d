import type { LocaleReportContent, SectionText, TypeReportContent } from './report-content.js';

/**
 * Contenu français du rapport Mindprint, traduit de en.ts. Il décrit des tendances et des préférences
 * déclarées dans un questionnaire d’auto-évaluation, jamais des diagnostics, et ne cite aucun chiffre inventé.
 * Les personnalités sont présentées comme « souvent décrites comme » ce type, non comme des évaluations vérifiées.
 */

const s = (paragraphs: string[], bullets: string[]): SectionText => ({ paragraphs, bullets });

const INTJ: TypeReportContent = {
  description:
    'Le Stratège associe une énergie intérieure et réfléchie à un goût marqué pour les schémas, la logique et les décisions arrêtées. Les personnes qui ont ce profil construisent souvent leur propre modèle du fonctionnement des choses, le confrontent aux faits, puis s’engagent dans un plan à long terme. Elles sont généralement le plus à l’aise lorsqu’elles peuvent travailler en autonomie sur un problème qui récompense la profondeur.',
  keywords: ['Stratégique', 'Indépendant', 'Analytique', 'Vision à long terme', 'Déterminé', 'Autonome', 'Exigeant'],
  famousPeople: ['Isaac Newton', 'Nikola Tesla', 'Friedrich Nietzsche', 'M. Darcy (Orgueil et Préjugés)'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Introversion, l’Intuition, la Pensée et le Jugement. Concrètement, vous avez tendance à vous ressourcer dans des moments de concentration solitaire, à repérer les schémas et les conséquences futures avant les détails, à évaluer vos décisions selon la logique et la cohérence, et à préférer arrêter un plan plutôt que de garder toutes les options ouvertes. Ensemble, ces préférences décrivent une personne qui aime transformer des situations complexes en stratégie claire.',
        'Lisez chaque lettre comme une préférence, non comme une règle figée. Un J marqué ne signifie pas que vous ne savez pas improviser, et un T marqué ne signifie pas que vous manquez de sensibilité : cela veut dire que, si vous avez le choix, vous vous tournez d’abord vers la structure et l’analyse. Regardez le tableau des dimensions : les lettres proches du milieu décrivent des habitudes entre lesquelles vous pouvez alterner selon la situation.',
      ],
      [
        'Quatre lettres résument des préférences, pas des aptitudes ni une intelligence.',
        'Les scores proches du seuil sont moins certains : considérez-les comme souples.',
        'Votre type dit comment vous aimez travailler, pas à quel point vous réussirez.',
        'Le stress, le rôle et la culture peuvent tous influencer vos réponses.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent généralement un jugement indépendant, la patience de réfléchir à un problème jusqu’au bout et la capacité de voir où mènera une trajectoire dans un an ou dans cinq ans. Vous savez maintenir une vision quand d’autres se dispersent, et vous avez tendance à améliorer tout système qu’on vous confie, d’une méthode de travail à un budget familial.',
        'Les angles morts se trouvent souvent juste à côté de ces forces. La confiance dans votre propre modèle peut faire passer les autres points de vue pour du bruit, et des exigences élevées peuvent se muer en impatience envers vous-même et les autres. Progresser consiste souvent à considérer les émotions et les relations comme des données réelles, à tester vos plans par de petites expériences et à partager une réflexion inachevée au lieu d’attendre qu’elle soit parfaite.',
      ],
      [
        'Avant une décision, notez une façon dont votre plan pourrait se révéler faux.',
        'Demandez chaque semaine à une personne comment vous êtes perçu.',
        'Planifiez le repos aussi délibérément que le travail.',
        'Partagez une ébauche tôt au lieu de ne présenter que le plan final.',
        'Repérez l’impatience quand elle apparaît et nommez le besoin qui se cache derrière.',
      ],
    ),
    interpersonal_growth: s(
      [
        'En amitié, vous privilégiez sans doute la profondeur à l’étendue : quelques personnes que vous respectez, des conversations franches et des centres d’intérêt communs comptent davantage qu’un agenda social chargé. Vous montrez votre attachement en résolvant des problèmes, en donnant des conseils sincères et en vous souvenant des objectifs de chacun. Les autres n’y voient pas toujours de la chaleur si vous ne le dites pas aussi à voix haute.',
        'En couple comme dans les conflits, votre franchise est un atout lorsqu’elle s’accompagne de curiosité. Les personnes qui préfèrent le Sentiment peuvent entendre une critique de leur idée comme une critique de leur personne. Commencez par ce sur quoi vous êtes d’accord, demandez comment l’autre voit le problème et distinguez la décision de la relation, afin qu’un désaccord ne soit pas vécu comme une prise de distance.',
      ],
      [
        'Exprimez votre reconnaissance explicitement ; ne supposez pas qu’elle va de soi.',
        'Demandez si la personne veut un conseil ou simplement une écoute.',
        'Expliquez votre raisonnement avant d’annoncer votre conclusion.',
        'Convenez d’un moment pour reprendre un conflit au lieu de forcer une victoire rapide.',
      ],
    ),
    career_growth: s(
      [
        'Vous donnez souvent le meilleur de vous-même lorsque vous pouvez prendre en charge un problème complexe, fixer un cap et le mener à terme avec une certaine autonomie. Les métiers de la stratégie, de la recherche, de l’ingénierie, de la conception de systèmes, de l’analyse, du droit, de la finance ou de la planification de produits conviennent souvent à ce profil, comme tout poste où la réflexion à long terme est valorisée et où les résultats comptent plus que les jeux de pouvoir.',
        'Les environnements qui frustrent ce type impliquent généralement des interruptions constantes, des objectifs flous ou des décisions prises pour des raisons que personne n’explique. Un piège fréquent consiste à sous-estimer la dimension sociale du travail : les bonnes idées ont toujours besoin d’alliés, du bon moment et d’une communication claire. Prendre l’habitude d’informer tôt les parties prenantes aidera vos plans à aller plus loin que votre seule analyse.',
      ],
      [
        'Recherchez des postes aux objectifs clairs, avec de la liberté sur la manière de les atteindre.',
        'Protégez des plages de temps sans interruption pour le travail de fond.',
        'Identifiez qui doit soutenir un plan avant de le présenter.',
        'Traduisez votre vision à long terme en jalons que les autres peuvent suivre.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues plus extravertis ou plus orientés vers le Sentiment, les personnes de ce profil contribuent souvent moins par un enthousiasme visible que par la qualité de leur réflexion. En réunion, elles prennent parfois la parole tard mais de façon décisive, et ce sont souvent elles qui signalent la faille d’un plan ou le risque que personne n’a anticipé.',
        'En tant que responsables, elles fixent généralement des exigences claires et délèguent par objectifs plutôt que par méthodes. Leurs décisions sont le plus souvent rapides une fois l’analyse terminée, ce qui peut paraître abrupt à ceux qui auraient voulu être davantage consultés. Les collègues qui préfèrent la Sensation ou le Sentiment les complètent souvent en repérant les détails pratiques et l’impact humain d’un changement.',
      ],
      [
        'Collaboration : préfère un travail concentré, puis des passages de relais clairs.',
        'Leadership : fixe le cap et les exigences ; peut trop peu communiquer.',
        'Prise de décision : logique et tranchée une fois les éléments pesés.',
        'Travaille bien aux côtés de collègues attentifs aux détails et aux personnes.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, choisissez une relation, au travail ou à la maison, et entraînez-vous à expliquer le pourquoi avant le quoi. Tenez un bref journal des moments où vous vous êtes senti impatient et de ce que vous auriez voulu voir se produire. Les récurrences de ce journal révèlent souvent des attentes implicites que vous pouvez transformer en demandes claires.',
        'Sur 90 jours, menez une expérience volontairement imparfaite : lancez une petite version d’une idée, recueillez des retours et ajustez. Associez-la à un bilan hebdomadaire où vous vous demandez non seulement si le plan avance comme prévu, mais aussi comment vous allez, vous et les personnes impliquées. Une stratégie s’améliore quand elle inclut ceux qui la mettent en œuvre.',
      ],
      [
        'Jours 1 à 30 : tenez un journal de l’impatience et expliquez d’abord le pourquoi.',
        'Jours 31 à 60 : lancez une petite expérience et recueillez des retours.',
        'Jours 61 à 90 : faites un bilan hebdomadaire du plan, de l’énergie et des personnes.',
        'Choisissez un mentor ou un pair qui remettra en question vos hypothèses.',
      ],
    ),
    additional_test: s(
      [
        'Le test de cartographie psychologique vous décrit selon les traits du Big Five, qui mesurent des degrés plutôt que des catégories. Il peut montrer, par exemple, quelle part de votre réserve vient de l’introversion et quelle part d’une faible sociabilité, ou à quel point vous êtes consciencieux dans la pratique. C’est utile, car les types classent les personnes alors que les traits les situent sur un continuum.',
        'Le bilan d’intérêts professionnels aide à traduire votre penchant stratégique en orientations concrètes en comparant vos intérêts d’un domaine à l’autre. Le test des relations affectives peut éclairer votre manière de gérer proximité et indépendance, un domaine auquel ce type pense souvent moins. Le test de QI par matrices mesure le raisonnement abstrait, ce qui est une autre question que celle des préférences.',
      ],
      [
        'Cartographie psychologique : des niveaux de traits plutôt que des lettres.',
        'Bilan d’intérêts professionnels : les domaines qui correspondent à vos intérêts.',
        'Relations affectives : proximité, confiance et indépendance.',
        'Test de QI par matrices : le raisonnement, distinct des préférences.',
      ],
    ),
    further_reading: s(
      [
        'Types psychologiques de Carl Jung est la source originelle des idées qui fondent les modèles de types ; sa lecture montre à quel point ses descriptions étaient prudentes. En contrepoint moderne, renseignez-vous sur le modèle du Big Five et sur le débat entre types et traits, qui explique pourquoi les scores proches du milieu méritent une lecture attentive.',
        'Pour vos axes de progrès, Système 1 / Système 2 de Daniel Kahneman explore les limites même d’un raisonnement rigoureux, et les Pensées pour moi-même de Marc Aurèle offrent une réflexion classique sur la discipline de soi et la patience envers les autres. La Force des discrets de Susan Cain traite de l’introversion au travail, et la notion de sécurité psychologique aide à comprendre pourquoi les équipes partagent plus librement leurs idées avec certains responsables.',
      ],
      [
        'Carl Jung, Types psychologiques.',
        'Daniel Kahneman, Système 1 / Système 2.',
        'Marc Aurèle, Pensées pour moi-même.',
        'Susan Cain, La Force des discrets.',
        'Thèmes : traits du Big Five, sécurité psychologique, analyse pré-mortem.',
      ],
    ),
  },
};

const INTP: TypeReportContent = {
  description:
    'Le Théoricien associe une concentration calme et intérieure à l’amour des idées et à un fort besoin que les choses aient un sens logique. Les personnes qui ont ce profil aiment remettre en question les présupposés, construire des explications et explorer un sujet jusqu’à ce que sa structure interne devienne claire. Elles préfèrent généralement garder des options ouvertes plutôt que de s’engager trop tôt sur une réponse unique.',
  keywords: ['Curieux', 'Logique', 'Précis', 'Indépendant', 'Inventif', 'Ouvert', 'Réfléchi'],
  famousPeople: ['Albert Einstein', 'Charles Darwin', 'Marie Curie', 'René Descartes'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Introversion, l’Intuition, la Pensée et la Perception. Vous avez tendance à puiser votre énergie dans vos propres réflexions, à remarquer les concepts et les liens plus que les détails de surface, à juger les idées selon leur cohérence interne et à continuer d’explorer plutôt que de clore rapidement une question. Il en résulte un esprit qui aime comprendre pour le plaisir de comprendre.',
        'Ce profil ne dit pas que vous êtes froid, distrait ou indifférent aux autres : ce sont des stéréotypes. Il dit que, lorsque vous avez le choix, vous êtes plus enclin à analyser qu’à agir immédiatement, et à continuer d’affiner plutôt qu’à trancher. Consultez le tableau des dimensions : un score de Perception proche du milieu signifie que vous savez être très organisé quand il le faut.',
      ],
      [
        'Les préférences décrivent où va d’abord votre attention.',
        'Elles ne mesurent ni l’intelligence ni les compétences.',
        'Les lettres proches du seuil peuvent varier d’une passation à l’autre.',
        'Utilisez le résultat comme une hypothèse à confronter à votre expérience.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent souvent une pensée claire et originale, une aisance face à la complexité et l’honnêteté de dire quand un argument ne tient pas. Vous apprenez vite un nouveau domaine dès qu’il éveille votre intérêt, et vous repérez les incohérences qui échappent aux autres. Ces qualités font de vous un interlocuteur précieux pour tout problème difficile.',
        'Les angles morts peuvent consister à abandonner un projet une fois sa partie la plus intéressante résolue, à repousser les décisions en attendant plus d’informations et à négliger l’effet émotionnel de vos critiques. Progresser passe généralement par l’association de votre curiosité à de petits engagements visibles : terminer une chose, la partager et accepter que « suffisamment bien » soit un point d’arrêt légitime.',
      ],
      [
        'Définissez ce que « terminé » veut dire avant de commencer un projet.',
        'Fixez une échéance de décision et acceptez la meilleure réponse du moment.',
        'Terminez un petit projet par mois et montrez-le à quelqu’un.',
        'Pendant les phases de concentration, restez attentif au sommeil et au mouvement.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vous créez souvent des liens à travers les idées : une bonne conversation qui passe d’un sujet à l’autre peut vous sembler bien plus intime que n’importe quelle banalité. Vos amis apprécient votre honnêteté, votre absence de prétention et votre disponibilité pour réfléchir ensemble à un problème. Vous avez peut-être besoin de plus de solitude que les autres ne l’imaginent ; l’expliquer les aide à ne pas le prendre personnellement.',
        'Dans les relations proches, les émotions peuvent être plus difficiles à formuler que les idées. Un partenaire peut attendre des marques d’assurance auxquelles vous ne pensez pas, puisque pour vous rien n’a changé. En cas de conflit, résistez à l’envie de transformer la discussion en débat sur qui a raison logiquement : reconnaissez d’abord ce que l’autre ressent, puis examinez le problème ensemble.',
      ],
      [
        'Dites quand vous avez besoin d’être seul et quand vous serez de retour.',
        'Posez une question sur les émotions avant de proposer une analyse.',
        'Intéressez-vous au sujet d’un ami même s’il n’est pas le vôtre.',
        'Tenez les petites promesses : elles créent vite la confiance.',
      ],
    ),
    career_growth: s(
      [
        'Un travail qui vous permet d’étudier, de modéliser et d’améliorer des systèmes complexes vous convient généralement : recherche, développement logiciel et données, ingénierie, mathématiques, philosophie, économie, conception d’outils ou tout poste centré sur une énigme difficile. Vous êtes souvent le plus heureux lorsque vous êtes libre de choisir vos méthodes et entouré de collègues qui valorisent la compétence plus que le statut.',
        'Parmi les pièges : les postes dominés par l’administration routinière ou des procédures rigides, et la tendance à peaufiner sans fin au lieu de livrer. Vous risquez aussi de sous-estimer votre travail, car l’expliquer vous paraît moins intéressant que le faire. Entraînez-vous à résumer vos résultats en langage simple pour des non-spécialistes : c’est souvent ce qui décide si vos idées seront utilisées.',
      ],
      [
        'Recherchez l’autonomie sur les méthodes et un problème qui en vaut la peine.',
        'Convenez d’échéances avec d’autres pour équilibrer votre style ouvert.',
        'Rédigez un résumé de trois phrases de chaque projet pour les parties prenantes.',
        'Constituez un portfolio de travaux terminés pour rendre vos compétences visibles.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues qui préfèrent la Sensation et le Jugement, les personnes de ce profil passent souvent plus de temps à interroger le problème avant de le résoudre. Ce sont souvent elles qui demandent pourquoi un processus existe ou si un meilleur modèle est possible. Cela peut ralentir une équipe à court terme et lui éviter des erreurs coûteuses plus tard.',
        'En position de responsabilité, elles dirigent généralement par l’expertise plutôt que par l’autorité, en laissant de la liberté aux autres et en attendant d’eux qu’ils pensent par eux-mêmes. Leurs décisions sont prudentes et défendues logiquement, même si elles arrivent parfois tard. Les équipes y gagnent lorsque l’analyse d’un INTP est associée à quelqu’un qui aime l’exécution, les échéances et l’information des parties prenantes.',
      ],
      [
        'Collaboration : à son meilleur comme analyste, critique ou architecte.',
        'Leadership : fondé sur l’expertise et peu directif ; peut manquer de cadre.',
        'Prise de décision : approfondie, fondée sur des principes, parfois lente à conclure.',
        'Complété par des coéquipiers organisés et attentifs aux personnes.',
      ],
    ),
    advanced_guide: s(
      [
        'Dans les 30 prochains jours, choisissez une idée que vous ruminez et donnez-lui une forme concrète : un court texte, un prototype, un modèle sur tableur. Inscrivez dans votre agenda une date pour la partager. Le but n’est pas la perfection, mais l’entraînement à confronter votre pensée au monde, où les retours peuvent l’améliorer plus vite qu’un travail solitaire.',
        'Sur 90 jours, installez une habitude qui soutient votre énergie, comme une heure fixe de fin de journée ou une promenade hebdomadaire sans écran, et une habitude qui soutient vos relations, comme un point régulier avec un ami. Faites le bilan des deux chaque mois. De petites routines offrent à votre esprit ouvert une base stable plutôt qu’une cage.',
      ],
      [
        'Jours 1 à 30 : transformez une idée en quelque chose de partageable.',
        'Jours 31 à 60 : recueillez des retours et ne faites qu’une seule révision.',
        'Jours 61 à 90 : gardez une habitude pour l’énergie et une pour les relations.',
        'Comptez les choses terminées, pas seulement celles commencées.',
      ],
    ),
    additional_test: s(
      [
        'Le test de cartographie psychologique vous donne des scores sur les traits du Big Five, qui conviennent à un esprit analytique puisqu’ils mesurent des dimensions continues plutôt que des catégories. Il peut montrer, par exemple, comment votre ouverture et votre conscience professionnelle interagissent, ce qui explique souvent l’écart entre les projets que vous commencez et ceux que vous terminez.',
        'Le test de QI par matrices mesure le raisonnement abstrait, ce que beaucoup de personnes de ce profil trouvent intéressant, même s’il répond à une autre question que la personnalité. Le test de développement personnel peut mettre en lumière les habitudes à construire ensuite, et le bilan d’intérêts professionnels peut orienter votre curiosité vers les domaines où elle a le plus de chances d’être récompensée.',
      ],
      [
        'Cartographie psychologique : des traits continus, pas quatre lettres.',
        'Test de QI par matrices : le raisonnement abstrait, mesuré à part.',
        'Développement personnel : des habitudes concrètes à travailler ensuite.',
        'Bilan d’intérêts professionnels : les domaines qui correspondent à votre curiosité.',
      ],
    ),
    further_reading: s(
      [
        'Les essais et les cours de Richard Feynman témoignent d’une curiosité ludique et rigoureuse dans laquelle beaucoup de lecteurs de ce profil se reconnaissent, et La Structure des révolutions scientifiques de Thomas Kuhn explore la manière dont les idées évoluent. Pour terminer ce que vous commencez, les notions de timeboxing et de produit minimum viable offrent des moyens pratiques de passer de la réflexion à la livraison.',
        'Pour enrichir le versant émotionnel de votre boîte à outils, la Communication non violente de Marshall Rosenberg propose un cadre simple pour parler de ses besoins. Vous renseigner sur le modèle du Big Five et sur l’effet Barnum aiguisera aussi votre regard critique sur les tests de personnalité, y compris celui-ci, ce qui est une saine habitude pour tout esprit rigoureux.',
      ],
      [
        'Richard Feynman, Vous voulez rire, Monsieur Feynman !',
        'Thomas Kuhn, La Structure des révolutions scientifiques.',
        'Marshall Rosenberg, Les mots sont des fenêtres (ou bien ce sont des murs).',
        'Thèmes : timeboxing, produit minimum viable, effet Barnum.',
      ],
    ),
  },
};

const ENTJ: TypeReportContent = {
  description:
    'Le Directeur apporte une énergie tournée vers l’extérieur, une vision d’ensemble et une forte volonté d’organiser les personnes et les ressources au service d’un objectif. Les personnes qui ont ce profil aiment voir où les choses doivent aller, décider comment y parvenir et mobiliser rapidement les autres. Elles apprécient généralement les responsabilités et sont souvent stimulées par des défis que d’autres trouvent intimidants.',
  keywords: ['Décidé', 'Stratégique', 'Ambitieux', 'Organisé', 'Sûr de soi', 'Direct', 'Orienté objectifs'],
  famousPeople: ['Napoléon Bonaparte', 'Margaret Thatcher', 'Franklin D. Roosevelt', 'Jules César'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Extraversion, l’Intuition, la Pensée et le Jugement. Vous avez tendance à réfléchir à voix haute et à puiser votre énergie dans l’action et la discussion, à chercher les possibilités et la direction à long terme, à décider selon la logique et des critères objectifs, et à préférer un plan arrêté à une situation ouverte. L’ensemble dessine une personne qui fait naturellement passer un groupe de la discussion à l’exécution.',
        'Ce résultat ne signifie pas que vous devez toujours diriger, ni que les personnes vous importent peu. Il décrit vos réflexes par défaut : structurer, décider, agir. Si votre score de Pensée ou de Jugement est proche du milieu, vous êtes peut-être plus souple et plus consultatif que ne le laisse croire le stéréotype. Lisez ce profil comme un point de départ pour réfléchir, pas comme un verdict.',
      ],
      [
        'Vos lettres décrivent des préférences par défaut, pas des traits figés.',
        'Le leadership est une compétence que chacun peut développer ; le type concerne le style.',
        'Les scores proches du milieu indiquent de la souplesse.',
        'Le contexte et le rôle peuvent faire ressortir d’autres facettes de vous.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent généralement la vision, l’esprit de décision et l’énergie nécessaire pour transformer une idée en plan opérationnel. Vous êtes souvent prêt à prendre la décision difficile que d’autres évitent et à assumer le résultat. Vous repérez vite les inefficacités et avez tendance à élever le niveau de tout groupe que vous rejoignez.',
        'Ce même élan peut vous faire percevoir le repos comme du temps perdu et donner aux personnes plus lentes le sentiment d’être mises de côté. Les angles morts consistent souvent à avancer avant que les autres aient adhéré et à traiter les émotions comme des obstacles plutôt que comme des informations. Progresser, c’est écouter plus longtemps que cela ne vous semble nécessaire et mesurer en partie la réussite à ce que ressentent les gens après avoir travaillé avec vous.',
      ],
      [
        'Posez deux questions avant de donner votre avis en réunion.',
        'Prévoyez de vrais temps de repos et considérez-les comme non négociables.',
        'Repérez quand vous résolvez un problème que personne ne vous a demandé de résoudre.',
        'Célébrez les progrès avant de viser l’objectif suivant.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vos amis vous voient souvent comme une personne fiable, généreuse de son aide et amusante lorsqu’il y a un programme. Vous montrez votre attachement en faisant avancer les choses : organiser le voyage, régler le problème, ouvrir une porte pour la carrière de quelqu’un. Vous appréciez sans doute les conversations directes et animées, et les amis capables de vous tenir tête dans un débat.',
        'Dans les relations proches, un partenaire peut parfois se sentir géré plutôt que rejoint. Un conflit peut s’envenimer si vous passez directement aux solutions alors que l’autre a encore besoin d’être entendu. Essayez de ralentir les premières minutes d’une conversation difficile : reformulez ce que vous avez entendu, demandez ce qui aiderait et laissez l’autre construire une partie du plan.',
      ],
      [
        'Distinguez le temps de l’écoute de celui de la résolution des problèmes.',
        'Demandez « qu’est-ce qui aiderait le plus maintenant ? » avant d’agir.',
        'Laissez d’autres mener certains projets, même si vous iriez plus vite.',
        'Excusez-vous précisément lorsque votre franchise a blessé.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement dans des rôles qui associent responsabilités, stratégie et résultats visibles : management, entrepreneuriat, conseil, droit, opérations, finance, direction de projets ou tout poste où vous pouvez bâtir et améliorer une organisation. Vous appréciez le plus souvent les collègues ambitieux, des responsabilités clairement attribuées et la possibilité d’avancer vite.',
        'Parmi les pièges : vous charger de trop de choses, contrôler à l’excès des détails que d’autres pourraient prendre en main et sous-estimer le temps dont les gens ont besoin pour s’adapter au changement. Les environnements aux cycles de décision lents ou à l’autorité floue peuvent vous frustrer. Prendre l’habitude d’accompagner plutôt que de diriger étendra votre impact, car les équipes qui développent leur propre jugement grandissent mieux que celles qui attendent le vôtre.',
      ],
      [
        'Recherchez des postes où l’autorité correspond à la responsabilité.',
        'Déléguez des résultats, pas seulement des tâches, et ne les reprenez pas.',
        'Consacrez chaque mois un entretien d’accompagnement à chaque membre de l’équipe.',
        'Comparez charge de travail et énergie avant d’accepter davantage.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues plus réservés ou plus orientés vers le Sentiment, les personnes de ce profil prennent souvent des responsabilités tôt et parlent avec assurance de la direction à suivre. Elles savent en général cadrer rapidement un problème, fixer des objectifs et répartir les rôles. Dans un travail collectif, elles peuvent dynamiser une équipe, même si les membres plus discrets risquent alors de garder leurs idées pour eux.',
        'Leurs décisions sont généralement rapides et fondées sur la logique et les résultats, ce qui aide en période de crise et peut sembler précipité en temps calme. Elles excellent souvent à la fois dans la stratégie et l’exécution. Les collègues qui préfèrent le Sentiment ou la Perception peuvent les compléter en veillant au moral, en explorant des alternatives et en repérant quand un plan doit s’assouplir.',
      ],
      [
        'Collaboration : organise vite ; peut monopoliser la discussion.',
        'Leadership : visible, centré sur les objectifs et exigeant.',
        'Prise de décision : rapide, logique, orientée résultats.',
        'Gagne à avoir des collègues qui expriment doutes et alternatives.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, appliquez une règle simple en réunion : parlez en dernier sur les décisions qui ne sont pas urgentes. Notez ce que vous apprenez en écoutant d’abord. Ajoutez un point hebdomadaire où vous demandez à un collègue ou à votre partenaire comment votre rythme l’affecte, et notez sa réponse sans vous justifier.',
        'Sur 90 jours, identifiez un domaine où vous gardez trop de contrôle et confiez-le à quelqu’un d’autre, avec des résultats attendus clairs et une réelle autorité. Soutenez cette personne sans reprendre la main. À la fin, examinez ce qu’elle a fait différemment et ce que vous avez gagné en temps et en confiance. C’est ainsi que les directeurs transforment leur énergie en capacité durable.',
      ],
      [
        'Jours 1 à 30 : parlez en dernier sur les décisions non urgentes.',
        'Chaque semaine : demandez à quelqu’un comment votre rythme l’affecte.',
        'Jours 31 à 90 : déléguez entièrement un domaine que vous contrôlez d’habitude.',
        'Chaque mois, faites le bilan de votre énergie autant que des résultats.',
      ],
    ),
    additional_test: s(
      [
        'Le test de cartographie psychologique ajoute des scores sur les traits du Big Five, comme l’agréabilité et la stabilité émotionnelle, qu’un code de type ne saisit pas. Pour un responsable, savoir à quel point vous paraissez agréable est particulièrement utile, car cela influe sur la manière dont votre franchise est reçue.',
        'Le bilan d’intérêts professionnels peut confirmer si votre énergie de meneur s’oriente vers l’entreprise, le service public, la science ou les industries créatives. Le test des relations affectives examine proximité et indépendance dans les relations, un domaine où un profil aussi ambitieux gagne à réfléchir, et le test de développement personnel propose des habitudes favorisant l’équilibre et la récupération.',
      ],
      [
        'Cartographie psychologique : niveaux d’agréabilité et de stabilité.',
        'Bilan d’intérêts professionnels : où diriger votre énergie.',
        'Relations affectives : équilibrer proximité et indépendance.',
        'Développement personnel : des habitudes pour le rythme et la récupération.',
      ],
    ),
    further_reading: s(
      [
        'L’Art de la guerre de Sun Tzu et Le Prince de Machiavel sont des classiques de la stratégie à lire avec un œil critique, en parallèle de l’idée moderne de leadership serviteur, qui redéfinit l’autorité comme un service rendu à l’équipe. Le Manager efficace de Peter Drucker offre des conseils pratiques sur le temps, les décisions et la contribution, adaptés à un esprit orienté résultats.',
        'Pour compléter votre style, renseignez-vous sur l’intelligence émotionnelle, notion popularisée par Daniel Goleman, et sur les travaux d’Amy Edmondson consacrés à la sécurité psychologique, qui expliquent pourquoi les équipes doivent se sentir en confiance pour signaler les problèmes. Les lettres de Sénèque sur la brièveté de la vie offrent un contrepoint réflexif à l’ambition permanente.',
      ],
      [
        'Sun Tzu, L’Art de la guerre.',
        'Peter Drucker, Le Manager efficace.',
        'Daniel Goleman, L’Intelligence émotionnelle.',
        'Sénèque, De la brièveté de la vie.',
        'Thèmes : leadership serviteur, sécurité psychologique, délégation.',
      ],
    ),
  },
};

const ENTP: TypeReportContent = {
  description:
    'L’Innovateur associe une énergie tournée vers l’extérieur à un intérêt insatiable pour les possibilités, les arguments et les angles nouveaux. Les personnes qui ont ce profil aiment mettre les idées à l’épreuve dans la conversation, repérer des liens entre des domaines différents et contester la manière dont les choses ont toujours été faites. Elles préfèrent généralement la souplesse et l’improvisation aux plans figés.',
  keywords: ['Inventif', 'Vif d’esprit', 'Curieux', 'Adaptable', 'Débatteur', 'Entreprenant', 'Audacieux'],
  famousPeople: ['Thomas Edison', 'Benjamin Franklin', 'Mark Twain', 'Tony Stark (Marvel)'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Extraversion, l’Intuition, la Pensée et la Perception. Vous avez tendance à réfléchir en parlant, à vous concentrer sur les schémas et sur ce qui pourrait être, à évaluer les idées selon la logique et à garder vos options ouvertes le plus longtemps possible. Ensemble, ces préférences décrivent une personne qui aime explorer de nombreuses possibilités et les affûter au fil d’échanges animés.',
        'Cela ne signifie pas que vous aimez contredire pour le plaisir ni que vous êtes incapable de terminer ce que vous commencez. Cela signifie que la nouveauté et le débat vous stimulent davantage que la routine. Des scores proches du milieu en Pensée ou en Perception suggèrent que vous accordez peut-être aussi plus d’importance à l’harmonie ou à la structure que ne le laisse entendre cette description. Voyez votre code comme une loupe, pas comme une étiquette.',
      ],
      [
        'Votre type décrit l’énergie et l’attention, pas les aptitudes.',
        'Aimer débattre des idées est une préférence, pas un défaut de caractère.',
        'Des scores intermédiaires signifient que vous changez facilement de mode.',
        'Confrontez le résultat à des moments concrets de votre vie.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent souvent l’inventivité, la rapidité d’apprentissage, l’humour et le courage de remettre en question ce que d’autres acceptent. Vous voyez plusieurs solutions à la fois et vous vous adaptez vite quand une situation change. On vient souvent vous voir quand on est bloqué, car vous savez reformuler un problème de façon à ouvrir de nouvelles pistes.',
        'Les angles morts incluent la dispersion de votre énergie entre trop de projets, la perte d’intérêt une fois l’énigme résolue et le fait de défendre une position juste pour la tester, sans remarquer que les autres se sentent attaqués. Progresser consiste souvent à faire moins de paris, à mener à terme le plus prometteur et à vérifier si un débat sert encore la relation.',
      ],
      [
        'Tenez une liste d’idées et ne choisissez qu’un nouveau projet par trimestre.',
        'Associez-vous à quelqu’un qui aime finaliser et exécuter.',
        'Avant de jouer l’avocat du diable, annoncez que vous le faites.',
        'Regroupez vos engagements en un seul endroit et relisez-les chaque semaine.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vos amis apprécient généralement votre énergie, votre esprit et votre envie d’explorer n’importe quoi, d’un nouveau café à une idée étrange. Vous créez des liens par la conversation et les aventures partagées, et vous appréciez les personnes capables de suivre vos sauts d’un sujet à l’autre. Vous montrez parfois votre affection en taquinant et en provoquant, ce qui fonctionne mieux avec ceux qui vous connaissent bien.',
        'En couple, votre goût de la nouveauté peut rendre les engagements routiniers fastidieux, et votre partenaire peut attendre plus de constance que vous n’en offrez naturellement. En cas de conflit, vous pourriez être tenté de gagner la discussion plutôt que de résoudre le problème. Essayez de résumer le point de vue de l’autre avec ses propres mots avant de répondre, et convenez de petits rituels fiables qui témoignent de votre attention.',
      ],
      [
        'Demandez si un sujet est ouvert au débat ou s’il appelle du soutien.',
        'Tenez régulièrement les petites promesses : elles comptent plus que les grands gestes.',
        'Laissez les autres aller au bout de leur pensée avant de rebondir.',
        'Créez des rituels partagés qui donnent du sens à la routine.',
      ],
    ),
    career_growth: s(
      [
        'Vous êtes souvent à votre place dans des rôles où les problèmes nouveaux arrivent fréquemment et où la créativité est récompensée : entrepreneuriat, développement de produits, conseil, stratégie marketing, droit, journalisme, recherche ou tout environnement de start-up. Vous appréciez généralement la variété, l’autonomie et des collègues qui accueillent la contradiction plutôt que de la craindre.',
        'Les pièges courants sont l’ennui dans les postes stables, la sous-estimation du versant administratif d’un projet et le lancement de plus d’initiatives qu’une équipe ne peut absorber. Vous gagnerez à vous associer à des collègues attentifs aux détails et à fixer des critères d’achèvement clairs. Votre valeur grandit lorsque les autres voient non seulement vos idées, mais aussi celles que vous avez menées jusqu’à la ligne d’arrivée.',
      ],
      [
        'Recherchez la variété, l’autonomie et de vrais problèmes à résoudre.',
        'Fixez une ligne d’arrivée explicite pour chaque initiative.',
        'Associez-vous à quelqu’un qui aime l’exécution et les processus.',
        'Documentez les résultats pour montrer un impact abouti, pas seulement des idées.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues qui préfèrent la Sensation et le Jugement, les personnes de ce profil sont plus enclines à proposer des alternatives, à contester les présupposés et à pousser au changement. Dans le travail collectif, elles jouent souvent un rôle de catalyseur, en générant des options et en mettant les plans à l’épreuve. C’est très utile au début d’un projet et peut fatiguer les autres une fois l’exécution lancée.',
        'En tant que responsables, elles inspirent généralement par leur vision et leur énergie intellectuelle, et laissent beaucoup de liberté aux équipes. Les décisions peuvent être prises vite et souvent révisées, ce qui rend une organisation adaptable mais peut créer de l’incertitude. Elles travaillent au mieux lorsque quelqu’un d’autre aide à traduire leur direction en processus stables et en priorités claires.',
      ],
      [
        'Collaboration : catalyseur et contradicteur ; idéal en début de projet.',
        'Leadership : visionnaire et souple ; peut souvent changer de priorités.',
        'Prise de décision : rapide et logique, ouverte à la révision.',
        'Complété par des collègues posés et attachés aux processus.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, choisissez un projet et engagez-vous à en terminer une version définie avant de commencer quoi que ce soit d’autre. Tenez une liste d’attente pour les autres idées afin de ne pas les perdre. Repérez le moment où votre intérêt retombe, et servez-vous-en comme d’un signal pour demander de l’aide ou simplifier plutôt que pour changer de projet.',
        'Sur 90 jours, travaillez une compétence relationnelle : demander « qu’attends-tu de cette conversation ? » avant de vous lancer. Associez-la à un bilan mensuel des débats qui ont aidé et de ceux qui ont blessé. Les innovateurs qui allient leur inventivité à la fiabilité et au tact gagnent généralement la confiance qui permet à leurs idées d’aller plus loin.',
      ],
      [
        'Jours 1 à 30 : terminez un projet défini avant d’en commencer un autre.',
        'Tenez une liste d’attente pour les nouvelles idées.',
        'Jours 31 à 90 : demandez ce dont chaque conversation a besoin avant de débattre.',
        'Chaque mois : identifiez les débats qui ont renforcé ou tendu vos relations.',
      ],
    ),
    additional_test: s(
      [
        'Le test de cartographie psychologique montre votre profil Big Five, en particulier l’ouverture et la conscience professionnelle, qui expliquent souvent l’écart entre les idées que vous lancez et celles que vous menez à terme. Les voir comme des traits continus peut rendre les compromis plus clairs que les seules quatre lettres.',
        'Le bilan d’intérêts professionnels peut vous aider à orienter votre curiosité vers des domaines qui la récompensent, tandis que le test de développement personnel met en avant des habitudes comme la persévérance et la concentration. Si vous aimez les énigmes, le test de QI par matrices mesure le raisonnement abstrait, une question distincte de la personnalité que beaucoup de personnes de ce profil aiment explorer.',
      ],
      [
        'Cartographie psychologique : ouverture et conscience professionnelle en détail.',
        'Bilan d’intérêts professionnels : les domaines qui récompensent la curiosité.',
        'Développement personnel : concentration et persévérance.',
        'Test de QI par matrices : le raisonnement abstrait, mesuré à part.',
      ],
    ),
    further_reading: s(
      [
        'Les Six Chapeaux de la réflexion d’Edward de Bono propose une manière structurée de passer de la critique à la créativité et à la prudence, ce qui convient à un esprit qui apprécie déjà les trois. La biographie de Benjamin Franklin par Walter Isaacson montre comment une personne curieuse et joueuse a canalisé de multiples intérêts dans des projets durables.',
        'Pour aller au bout des choses, renseignez-vous sur l’effet Zeigarnik et les intentions de mise en œuvre, deux idées bien connues sur la manière dont les tâches inachevées et les plans concrets influencent le comportement. Comment se faire des amis de Dale Carnegie, bien qu’ancien, reste un rappel pratique : gagner un débat et gagner les gens sont deux objectifs différents.',
      ],
      [
        'Edward de Bono, Les Six Chapeaux de la réflexion.',
        'Walter Isaacson, Benjamin Franklin: An American Life.',
        'Dale Carnegie, Comment se faire des amis.',
        'Thèmes : intentions de mise en œuvre, effet Zeigarnik.',
      ],
    ),
  },
};

const INFJ: TypeReportContent = {
  description:
    'Le Guide associe une énergie calme et intérieure à une compréhension profonde des personnes et à un fort sens du but. Les personnes qui ont ce profil aiment regarder sous la surface, imaginer comment les choses pourraient être meilleures et avancer avec constance vers des objectifs qui ont du sens pour elles. Elles attachent souvent beaucoup d’importance à l’harmonie et au fait d’aider les autres à grandir.',
  keywords: ['Perspicace', 'Animé par un but', 'Empathique', 'Intègre', 'Réservé', 'Visionnaire', 'Dévoué'],
  famousPeople: ['Martin Luther King Jr.', 'Carl Jung', 'Nelson Mandela', 'Mère Teresa'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Introversion, l’Intuition, le Sentiment et le Jugement. Vous avez tendance à vous ressourcer dans le calme, à vous concentrer sur le sens et les possibilités, à prendre vos décisions en tenant compte de vos valeurs et de leur effet sur les autres, et à préférer que les choses soient réglées. Ensemble, ces préférences décrivent une personne réfléchie qui aime transformer des idéaux en projets mûrement pensés.',
        'Ce résultat ne signifie pas que vous lisez dans les pensées ni que vous devez toujours faire passer les autres en premier. Il décrit où se porte naturellement votre attention. Si vos scores de Sentiment ou de Jugement sont proches du milieu, vous êtes peut-être plus analytique ou plus spontané que ne le suggère la description habituelle. Utilisez ce profil comme un miroir pour réfléchir, pas comme une case.',
      ],
      [
        'Les préférences montrent des tendances, pas des talents ni des limites.',
        'Comprendre les autres est une habitude d’attention, pas un don particulier.',
        'Des scores proches du milieu suggèrent que vous utilisez les deux pôles.',
        'Comparez la description à votre façon d’agir sous stress et au calme.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent souvent l’empathie, la clairvoyance, l’intégrité et une capacité à mener un travail patient et porteur de sens. Vous percevez tôt les tensions dans une pièce, trouvez les mots qui aident les gens à se sentir compris et gardez une vision à long terme de ce qu’une personne ou un projet pourrait devenir. Beaucoup vous confient des choses qu’ils disent à peu d’autres.',
        'Les angles morts peuvent consister à absorber l’humeur des autres, à vous fixer des exigences que personne ne pourrait atteindre et à vous retirer brusquement quand vous êtes débordé. Progresser passe généralement par des limites plus nettes, par le fait d’exprimer vos besoins avant qu’ils ne deviennent des rancœurs et par l’acceptation que tout progrès vers un idéal a de la valeur, même si l’idéal n’est pas atteint.',
      ],
      [
        'Prévoyez des moments de solitude réguliers avant de vous sentir épuisé.',
        'Refusez chaque semaine une demande que vous accepteriez d’habitude.',
        'Notez vos besoins et partagez-en un avec une personne de confiance.',
        'Remplacez les objectifs du tout ou rien par la prochaine étape qui a du sens.',
      ],
    ),
    interpersonal_growth: s(
      [
        'En amitié, vous préférez sans doute quelques liens profonds à un large cercle. Vous écoutez attentivement, retenez ce qui compte pour les autres et offrez souvent un éclairage qui les aide à voir leur situation autrement. Comme vous accordez beaucoup d’attention, vous pouvez être blessé lorsqu’elle n’est pas rendue, même si vous ne l’avez jamais demandée directement.',
        'En couple comme dans les conflits, vous évitez peut-être les désaccords ouverts pour préserver l’harmonie, jusqu’au moment où vous fermez la porte sans bruit. Il est utile d’aborder tôt les petites préoccupations, dans des moments calmes, et de croire qu’un conflit honnête peut renforcer une relation. Dites directement aux autres ce dont vous avez besoin au lieu d’espérer qu’ils le devinent.',
      ],
      [
        'Abordez tôt les petits problèmes au lieu de les accumuler.',
        'Demandez ce dont vous avez besoin avec des mots simples.',
        'Laissez vos amis vous soutenir aussi souvent que vous les soutenez.',
        'Avant de vous retirer, expliquez que vous avez besoin de temps, pas de distance.',
      ],
    ),
    career_growth: s(
      [
        'Un travail lié à une cause en laquelle vous croyez vous convient généralement : accompagnement psychologique, enseignement, écriture, coaching, santé, ressources humaines, design, recherche en sciences sociales ou toute organisation portée par une mission. Vous vous épanouissez le plus souvent avec du temps pour réfléchir, un environnement calme et des collègues qui partagent vos valeurs.',
        'Parmi les pièges : trop vous engager pour aider les autres, rester trop longtemps dans des postes contraires à vos valeurs et garder vos préoccupations pour vous jusqu’à l’épuisement. Les environnements qui récompensent l’autopromotion permanente ou une compétition agressive peuvent vous vider de votre énergie. Il est utile de nommer explicitement vos contributions et de négocier votre charge de travail avant qu’elle ne devienne intenable.',
      ],
      [
        'Choisissez des organisations dont vous pouvez défendre la mission.',
        'Protégez des moments calmes pour un travail concentré et porteur de sens.',
        'Gardez une trace de vos contributions pour les entretiens d’évaluation.',
        'Fixez des limites de charge avant d’accepter de nouvelles responsabilités.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues plus extravertis ou plus orientés vers la Pensée, les personnes de ce profil contribuent souvent par une écoute attentive, une compréhension fine des dynamiques d’équipe et une attention constante au but à long terme. Dans le travail collectif, elles remarquent souvent qui ne s’est pas exprimé et aident les voix plus discrètes à se faire entendre, même si elles défendent parfois peu leurs propres idées.',
        'En tant que responsables, elles dirigent généralement par l’exemple et la vision, en créant une culture de confiance et de développement. Leurs décisions tiennent compte des valeurs et de l’impact humain autant que des objectifs pratiques, et elles prennent parfois le temps de réfléchir avant de s’engager. Les collègues qui préfèrent la Pensée ou la Perception peuvent les compléter par une analyse franche et de la souplesse.',
      ],
      [
        'Collaboration : attentive, inclusive, guidée par des valeurs.',
        'Leadership : vision et exemple ; peut éviter la confrontation.',
        'Prise de décision : réfléchie, pèse les personnes et les principes.',
        'Gagne à avoir des collègues qui disent tôt les choses difficiles.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, entraînez-vous à repérer le moment où vous considérez les émotions de quelqu’un d’autre comme votre responsabilité. Notez-le, puis demandez-vous quelle part vous revient réellement. Ajoutez chaque jour dix minutes de réflexion silencieuse ou d’écriture dans un journal pour garder votre propre voix intérieure claire.',
        'Sur 90 jours, choisissez un objectif qui a du sens pour vous et découpez-le en petites étapes visibles, en célébrant chacune d’elles. Ajoutez une conversation mensuelle où vous exprimez un besoin ou un désaccord que vous garderiez d’habitude pour vous. Ces deux pratiques vous aident à transformer votre vision en actes tout en restant proche et honnête avec votre entourage.',
      ],
      [
        'Jours 1 à 30 : dix minutes de réflexion ou de journal chaque jour.',
        'Repérez et nommez les moments où vous absorbez les émotions des autres.',
        'Jours 31 à 90 : découpez un objectif important en petites étapes.',
        'Chaque mois : exprimez un besoin ou un désaccord que vous cacheriez d’habitude.',
      ],
    ),
    additional_test: s(
      [
        'Le test des relations affectives explore la proximité, la confiance et l’indépendance dans les relations, des thèmes centraux pour ce profil. Il peut vous aider à voir si vous avez tendance à donner plus que vous ne recevez, et quels types de liens vous semblent les plus sûrs.',
        'Le test de cartographie psychologique ajoute des niveaux de traits du Big Five, dont la stabilité émotionnelle et l’agréabilité, qui peuvent préciser votre sensibilité au stress et aux conflits. Le test de développement personnel propose des étapes concrètes de progression, et le bilan d’intérêts professionnels peut vous aider à traduire votre sens du but en domaines de travail précis.',
      ],
      [
        'Relations affectives : schémas de proximité et de confiance.',
        'Cartographie psychologique : sensibilité au stress et agréabilité.',
        'Développement personnel : des étapes concrètes vers l’équilibre.',
        'Bilan d’intérêts professionnels : votre sens du but traduit en domaines.',
      ],
    ),
    further_reading: s(
      [
        'Découvrir un sens à sa vie de Viktor Frankl est une réflexion classique sur le sens de l’existence, qui trouve un écho chez de nombreux lecteurs de ce profil. Ma vie. Souvenirs, rêves et pensées de Carl Jung éclaire la vie intérieure du penseur à l’origine de la théorie des types. Les Lettres à un jeune poète de Rainer Maria Rilke parlent de solitude et de patience.',
        'Pour les limites et les relations, renseignez-vous sur la contagion émotionnelle et la fatigue de compassion, deux notions qui expliquent pourquoi les personnes bienveillantes peuvent s’épuiser. La Communication non violente de Marshall Rosenberg offre une façon claire d’exprimer ses besoins sans reproche, et l’écriture d’un journal est un outil simple et bien connu pour la réflexion.',
      ],
      [
        'Viktor Frankl, Découvrir un sens à sa vie.',
        'Rainer Maria Rilke, Lettres à un jeune poète.',
        'Marshall Rosenberg, Les mots sont des fenêtres (ou bien ce sont des murs).',
        'Carl Jung, Ma vie. Souvenirs, rêves et pensées.',
        'Thèmes : fatigue de compassion, limites, journal de réflexion.',
      ],
    ),
  },
};

const INFP: TypeReportContent = {
  description:
    'Le Chercheur de sens associe une vie intérieure riche à des valeurs personnelles fortes et à une imagination qui cherche du sens partout. Les personnes qui ont ce profil tiennent profondément à l’authenticité, à la créativité et au bien-être des autres. Elles préfèrent souvent garder une vie ouverte et souple, en suivant ce qui leur semble juste plutôt que ce que l’on attend d’elles.',
  keywords: ['Idéaliste', 'Authentique', 'Imaginatif', 'Empathique', 'Doux', 'Guidé par ses valeurs', 'Créatif'],
  famousPeople: ['J.R.R. Tolkien', 'William Shakespeare', 'Vincent van Gogh', 'Frodon Sacquet (Le Seigneur des anneaux)'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Introversion, l’Intuition, le Sentiment et la Perception. Vous avez tendance à vous ressourcer dans le calme, à remarquer le sens et les possibilités, à faire vos choix selon vos valeurs personnelles et à préférer rester ouvert aux nouvelles informations plutôt que de trancher trop tôt. L’ensemble décrit une personne pour qui la boussole intérieure compte plus que les règles extérieures.',
        'Ce profil ne signifie pas que vous êtes fragile, peu pratique ou incapable de planifier. Il indique ce qui vous donne de l’énergie et ce que vous remarquez en premier. Si vos scores de Sentiment ou de Perception sont proches du milieu, vous utilisez peut-être aussi la logique et la structure avec aisance. Gardez ce qui vous correspond, interrogez le reste et confrontez-le à des situations réelles.',
      ],
      [
        'Vos lettres décrivent des préférences, pas des faiblesses.',
        'Des valeurs fortes sont une boussole, pas une garantie d’avoir raison.',
        'Des scores intermédiaires suggèrent une souplesse entre les styles.',
        'Les résultats peuvent varier selon l’humeur, le stress et l’étape de vie.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent généralement l’empathie, l’imagination, la fidélité à vos valeurs et un talent pour exprimer ce que les autres ressentent sans savoir le dire. Vous remarquez ce qui rend chaque personne singulière et vous prenez la défense de ceux que l’on néglige. Vous pouvez apporter créativité et chaleur à presque tous les contextes, tant qu’ils vous semblent authentiques.',
        'Les angles morts peuvent inclure l’autocritique quand la réalité n’est pas à la hauteur de vos idéaux, le report des tâches pratiques qui vous semblent dénuées de sens et le fait de garder des émotions fortes pour vous jusqu’à ce qu’elles débordent. Progresser passe souvent par le lien entre les tâches quotidiennes et vos valeurs, le partage de vos émotions à petites doses et l’idée qu’agir imparfaitement est une forme d’intégrité plutôt qu’un compromis.',
      ],
      [
        'Reliez chaque semaine une tâche ennuyeuse à une valeur qu’elle sert.',
        'Utilisez une liste de tâches simple, avec seulement trois priorités par jour.',
        'Parlez-vous avec bienveillance à propos du travail inachevé.',
        'Partagez une émotion tant qu’elle est petite, pas quand elle vous submerge.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vous nouez souvent des amitiés profondes et fidèles avec des personnes qui vous acceptent tel que vous êtes. Vos amis apprécient votre écoute, votre ouverture et votre sens de ce qui les rend uniques. Vous avez parfois besoin de temps pour vous livrer, et vous préférez souvent les conversations en tête-à-tête aux événements de groupe, où votre voix plus discrète peut être entendue.',
        'En couple, vous idéalisez peut-être l’autre au début avant d’être déçu par ses défauts ordinaires. En cas de conflit, vous pouvez vous retirer plutôt que discuter, surtout quand vos valeurs vous semblent menacées. Il est utile de nommer la valeur en jeu, de dire concrètement ce que vous ressentez et de vous rappeler qu’un désaccord n’est pas un rejet.',
      ],
      [
        'Dites aux autres ce qui compte pour vous, pas seulement ce qui vous a blessé.',
        'Privilégiez les moments en tête-à-tête pour créer de la proximité.',
        'Acceptez les défauts ordinaires des personnes que vous admirez.',
        'Restez dans une conversation difficile quelques minutes de plus que ce qui vous est confortable.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement dans un travail qui exprime vos valeurs et votre créativité : écriture, art et design, accompagnement psychologique, enseignement, psychologie, travail social, associations, bibliothèques, recherche utilisateur ou tout emploi où les personnes et des résultats porteurs de sens comptent. Des horaires souples et une équipe bienveillante font souvent ressortir le meilleur de vous.',
        'Parmi les pièges : les postes fondés sur des règles strictes et une forte compétition, la difficulté à mettre en valeur votre propre travail et la perte d’élan quand une tâche semble coupée de sa finalité. Il est utile de choisir quelques objectifs de carrière clairs, de chercher des mentors qui respectent vos valeurs et de traduire vos contributions en termes que les autres peuvent voir et reconnaître.',
      ],
      [
        'Recherchez un travail aligné sur une mission, avec une certaine souplesse.',
        'Constituez un portfolio qui montre vos réalisations créatives.',
        'Entraînez-vous à décrire vos réussites en termes concrets.',
        'Découpez les longs projets en étapes reliées à leur sens.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues plus extravertis ou plus orientés vers la Pensée, les personnes de ce profil contribuent moins par une défense bruyante de leurs idées que par des idées créatives, un travail de qualité et une attention soigneuse aux personnes. Dans le travail collectif, elles défendent souvent l’équité et les besoins individuels, et préfèrent parfois la communication écrite ou en tête-à-tête aux grandes réunions.',
        'En tant que responsables, elles dirigent généralement par l’inspiration et l’exemple, en laissant de l’autonomie aux autres et en encourageant leur développement. Leurs décisions sont guidées par les valeurs et l’impact humain d’un choix, ce qui crée la confiance mais peut prendre du temps. Les collègues qui préfèrent la Sensation ou le Jugement peuvent les compléter en apportant structure et échéances.',
      ],
      [
        'Collaboration : créatif, bienveillant, soucieux d’équité.',
        'Leadership : guidé par les valeurs, responsabilisant ; peut éviter les conversations difficiles.',
        'Prise de décision : guidée par les valeurs et le bien-être des personnes.',
        'Complété par des collègues structurés et attentifs aux échéances.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, notez les trois valeurs qui comptent le plus pour vous et vérifiez chaque soir si une chose que vous avez faite dans la journée a servi l’une d’elles. Cet exercice simple vous aide à percevoir le sens des tâches ordinaires et à repérer les moments où votre vie s’éloigne de ce qui vous tient à cœur.',
        'Sur 90 jours, choisissez un projet créatif ou porteur de sens et accordez-lui chaque semaine un créneau régulier et protégé, aussi court soit-il. Partagez vos progrès une fois par mois avec une personne de confiance. En parallèle, menez une conversation difficile que vous repoussez, en vous y préparant par écrit : ce que vous ressentez, ce dont vous avez besoin et ce que vous pouvez offrir.',
      ],
      [
        'Jours 1 à 30 : bilan du soir au regard de vos trois valeurs essentielles.',
        'Jours 31 à 90 : un créneau hebdomadaire protégé pour un projet.',
        'Chaque mois : partagez vos progrès avec une personne de confiance.',
        'Préparez par écrit une conversation repoussée, puis ayez-la.',
      ],
    ),
    additional_test: s(
      [
        'Le test de développement personnel peut transformer vos idéaux en prochaines étapes concrètes en mettant en lumière les habitudes et les forces sur lesquelles vous appuyer. Le test des relations affectives explore votre manière de gérer proximité, confiance et indépendance, ce qui peut éclairer des tendances à idéaliser ou à vous retirer dans les relations.',
        'Le bilan d’intérêts professionnels vous aide à comparer les domaines où vos valeurs et votre créativité ont le plus de chances d’être reconnues. Le test de cartographie psychologique ajoute des scores du Big Five, comme la stabilité émotionnelle et la conscience professionnelle, qui peuvent expliquer pourquoi certains jours paraissent plus faciles que d’autres et quels soutiens vous aideraient le plus.',
      ],
      [
        'Développement personnel : des étapes de progression concrètes.',
        'Relations affectives : schémas de proximité et de retrait.',
        'Bilan d’intérêts professionnels : des domaines alignés sur vos valeurs.',
        'Cartographie psychologique : niveaux de stabilité et de conscience professionnelle.',
      ],
    ),
    further_reading: s(
      [
        'Les Lettres à un jeune poète de Rainer Maria Rilke et l’essai Du conte de fées de J.R.R. Tolkien parlent tous deux d’imagination et de vie intérieure. Libérez votre créativité de Julia Cameron propose des exercices pratiques pour une créativité régulière, et l’essai La Confiance en soi de Ralph Waldo Emerson invite à faire confiance à ses propres convictions.',
        'Pour trouver l’équilibre, renseignez-vous sur l’autocompassion, notion développée par la chercheuse Kristin Neff, qui s’attaque au critique intérieur sévère que beaucoup d’idéalistes connaissent bien. L’idée d’action fondée sur les valeurs, issue des approches d’acceptation et d’engagement, offre un moyen concret d’agir selon ce qui compte même quand la motivation ou l’humeur sont en berne.',
      ],
      [
        'Rainer Maria Rilke, Lettres à un jeune poète.',
        'Julia Cameron, Libérez votre créativité.',
        'Ralph Waldo Emerson, La Confiance en soi.',
        'Kristin Neff, S’aimer.',
        'Thèmes : action fondée sur les valeurs, routines créatives.',
      ],
    ),
  },
};

const ENFJ: TypeReportContent = {
  description:
    'Le Mentor associe une chaleur tournée vers les autres à un regard attentif sur le potentiel des personnes et à une préférence pour l’action organisée. Les personnes qui ont ce profil sentent souvent ce dont un groupe a besoin, savent le formuler et rassemblent les autres autour d’un objectif commun. Elles trouvent souvent une profonde satisfaction à aider quelqu’un à grandir.',
  keywords: ['Encourageant', 'Éloquent', 'Chaleureux', 'Organisé', 'Inspirant', 'Responsable', 'Tourné vers les autres'],
  famousPeople: ['Maya Angelou', 'Barack Obama', 'Oprah Winfrey', 'Morpheus (Matrix)'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Extraversion, l’Intuition, le Sentiment et le Jugement. Vous avez tendance à puiser votre énergie dans les relations, à vous concentrer sur les possibilités et le sens, à décider en tenant compte des valeurs et des relations, et à aimer planifier et organiser. Ensemble, ces préférences décrivent une personne qui aime transformer des espoirs partagés en action coordonnée.',
        'Ce résultat ne signifie pas que vous êtes toujours joyeux ni que vous n’avez jamais besoin d’être seul. Il décrit ce vers quoi vous vous tournez en premier. Si vos scores d’Extraversion ou de Jugement sont proches du milieu, vous passez peut-être facilement du rôle de meneur à celui d’observateur réfléchi. Lisez cette description comme un ensemble de tendances à confronter à votre propre expérience.',
      ],
      [
        'Votre type décrit des préférences, pas des obligations.',
        'Tenir aux autres ne veut pas dire devoir leur plaire.',
        'Des scores intermédiaires suggèrent une aisance dans les deux styles.',
        'Servez-vous du résultat pour réfléchir, pas pour vous limiter.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent souvent la chaleur, une communication convaincante, le sens de l’organisation et un vrai talent pour encourager les autres. Vous percevez un potentiel avant que les personnes ne le voient elles-mêmes et vous créez une atmosphère où elles se sentent valorisées. Les groupes deviennent souvent plus soudés et plus motivés lorsque vous y participez.',
        'Les angles morts peuvent inclure le fait de négliger vos propres besoins, de vous sentir responsable des choix des autres et d’avoir du mal à entendre la critique. Il peut aussi vous arriver de défendre pour quelqu’un une vision qu’il ne partage pas. Progresser passe souvent par le fait de prendre du recul pour laisser les autres choisir leur voie, de demander vous-même de l’aide et de considérer le repos comme une façon de prendre soin des autres.',
      ],
      [
        'Demandez-vous « qui est responsable de cela ? » avant d’intervenir.',
        'Réservez chaque semaine un moment rien que pour vous.',
        'Sollicitez des retours sincères et remerciez ceux qui vous les donnent.',
        'Laissez de temps en temps quelqu’un d’autre recevoir, mener ou organiser.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vos amis vous perçoivent généralement comme une personne généreuse, attentive et douée pour maintenir la cohésion d’un groupe. Vous vous souvenez des anniversaires, remarquez quand quelqu’un va mal et organisez souvent les rencontres qui font durer les amitiés. Vous accordez de l’importance à la loyauté et à une communication ouverte, et pouvez être blessé quand vos efforts ne sont pas réciproques.',
        'En couple, vous pouvez être très dévoué, et votre partenaire peut parfois sentir que vos projets pour la relation laissent peu de place aux siens. En cas de conflit, vous cherchez peut-être à rétablir vite l’harmonie, parfois avant que le vrai problème soit réglé. Laissez au désaccord le temps de s’exprimer, demandez ce que l’autre souhaite et partagez honnêtement ce qui vous a blessé.',
      ],
      [
        'Vérifiez que vos projets pour les autres sont des projets qu’ils veulent.',
        'Acceptez qu’un conflit reste en suspens une journée si nécessaire.',
        'Dites ce dont vous avez besoin au lieu d’attendre qu’on le remarque.',
        'Repérez qui vous rend la pareille et investissez-vous là.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement là où la communication et le développement humain sont centraux : enseignement, coaching, formation, ressources humaines, accompagnement psychologique, action sociale, relations publiques, direction commerciale, politique ou management. Les organisations dotées d’une mission claire et d’une culture collaborative font souvent ressortir le meilleur de votre énergie.',
        'Parmi les pièges : prendre en charge les problèmes de tout le monde, peiner dans des environnements impersonnels ou uniquement guidés par les chiffres, et lier votre estime de vous-même à l’approbation au travail. Il est utile de poser des limites claires à la charge émotionnelle, de vous familiariser avec les outils et décisions analytiques, et de mesurer votre contribution aux résultats autant qu’aux relations.',
      ],
      [
        'Recherchez des postes où faire grandir les autres fait partie du travail.',
        'Limitez le nombre de collègues que vous soutenez en même temps.',
        'Développez une compétence analytique pour renforcer vos propositions.',
        'Mesurez les résultats, pas seulement l’ambiance de l’équipe.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues plus réservés ou plus orientés vers la Pensée, les personnes de ce profil jouent souvent un rôle actif dans la cohésion, la communication et la motivation de l’équipe. Dans le travail collectif, elles facilitent les échanges, veillent à ce que chacun soit entendu et font le lien entre des points de vue différents. Annoncer une mauvaise nouvelle ou dire non peut leur coûter davantage.',
        'En tant que responsables, elles dirigent généralement par l’inspiration, l’encouragement et une organisation claire. Leurs décisions pèsent l’impact humain en même temps que les objectifs et sont en général bien expliquées, ce qui suscite l’engagement. Les collègues qui préfèrent la Pensée peuvent les compléter par une analyse détachée, et ceux qui préfèrent la Perception peuvent apporter de la souplesse quand les plans doivent changer.',
      ],
      [
        'Collaboration : facilitateur, rassembleur et motivateur.',
        'Leadership : inspirant et organisé ; peut éviter les retours difficiles.',
        'Prise de décision : équilibre les objectifs et les besoins des personnes.',
        'Complété par des collègues analytiques et francs.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, notez simplement les services, l’aide et le soutien émotionnel que vous apportez, et à côté, ce que vous recevez. Le but n’est pas de tenir les comptes, mais de voir si votre énergie va vers des relations qui vous nourrissent aussi. Ajustez un engagement en fonction de ce que vous observez.',
        'Sur 90 jours, entraînez-vous à donner chaque semaine un retour sincère et constructif, formulé avec bienveillance mais sans adoucir le message au point de le faire disparaître. En parallèle, choisissez un objectif personnel qui n’a rien à voir avec le fait d’aider qui que ce soit. Les mentors gagnent en force lorsqu’ils investissent aussi dans leur propre développement.',
      ],
      [
        'Jours 1 à 30 : notez le soutien donné et reçu.',
        'Ajustez un engagement qui vous épuise.',
        'Jours 31 à 90 : donnez un retour clair par semaine.',
        'Poursuivez un objectif uniquement pour votre propre développement.',
      ],
    ),
    additional_test: s(
      [
        'Le test des relations affectives explore la manière dont vous équilibrez proximité et indépendance, ce qui est utile pour un profil qui s’investit beaucoup dans les autres. Il peut révéler si vous avez tendance à donner plus que vous ne demandez, et ce qui vous aide à vous sentir en sécurité quand les relations traversent des tensions.',
        'Le test de cartographie psychologique donne des scores du Big Five, comme l’agréabilité et la stabilité émotionnelle, qui peuvent montrer à quel point vous penchez vers l’accommodement. Le bilan d’intérêts professionnels peut confirmer quels domaines tournés vers les personnes vous conviennent le mieux, et le test de développement personnel propose des habitudes pour prendre soin de vous et poser des limites.',
      ],
      [
        'Relations affectives : donner et recevoir dans la proximité.',
        'Cartographie psychologique : niveaux d’agréabilité et de stabilité.',
        'Bilan d’intérêts professionnels : domaines tournés vers les personnes.',
        'Développement personnel : limites et habitudes de soin de soi.',
      ],
    ),
    further_reading: s(
      [
        'Comment se faire des amis de Dale Carnegie reste un classique pratique de la communication, et l’idée de franchise radicale de Kim Scott, qui consiste à se soucier sincèrement des personnes tout en les challengeant directement, touche un axe de progrès fréquent pour ce type. Les Vies parallèles de Plutarque offrent des portraits anciens mais vivants du leadership et du caractère.',
        'Pour trouver l’équilibre, renseignez-vous sur le besoin de plaire et les limites, ainsi que sur la fatigue de compassion, qui explique comment des professionnels bienveillants peuvent s’épuiser. L’idée d’accompagner par des questions plutôt que par des réponses, bien connue grâce au modèle GROW, peut vous aider à soutenir les autres tout en les laissant maîtres de leurs choix.',
      ],
      [
        'Dale Carnegie, Comment se faire des amis.',
        'Kim Scott, Radical Candor.',
        'Plutarque, Vies parallèles.',
        'Thèmes : modèle de coaching GROW, limites, fatigue de compassion.',
      ],
    ),
  },
};

const ENFP: TypeReportContent = {
  description:
    'L’Inspirateur associe un enthousiasme tourné vers les autres à une imagination foisonnante et à un intérêt chaleureux pour les personnes. Les personnes qui ont ce profil voient des possibilités partout, relient idées et personnes de manière surprenante et insufflent de l’énergie à tout ce qui capte leur intérêt. Elles préfèrent généralement la liberté et la variété aux routines strictes.',
  keywords: ['Enthousiaste', 'Imaginatif', 'Chaleureux', 'Curieux', 'Expressif', 'Spontané', 'Encourageant'],
  famousPeople: ['Robin Williams', 'Walt Disney', 'Oscar Wilde', 'Anne Shirley (Anne… la maison aux pignons verts)'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Extraversion, l’Intuition, le Sentiment et la Perception. Vous avez tendance à puiser votre énergie dans les personnes et les expériences nouvelles, à remarquer les possibilités et les liens, à décider en tenant compte des valeurs et des personnes, et à garder vos options ouvertes. Ensemble, ces préférences décrivent une personne qui aime explorer la vie et y entraîner les autres.',
        'Ce résultat ne dit pas que vous êtes dispersé, superficiel ou incapable de vous concentrer. Il décrit ce qui vous stimule et où se porte votre attention. Si certains scores sont proches du milieu, vous pouvez aussi être assez réfléchi ou organisé dans certains contextes. Considérez ce profil comme une invitation à parler de vous, pas comme le dernier mot.',
      ],
      [
        'L’enthousiasme est une préférence pour la nouveauté, pas un manque de profondeur.',
        'Votre type ne prédit ni la réussite ni l’échec.',
        'Des scores proches du milieu signalent des habitudes souples.',
        'Repérez les parties qui vous correspondent et celles qui ne vous correspondent pas.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent souvent la créativité, l’optimisme, la chaleur et la capacité d’inspirer. Vous repérez le talent chez les autres, générez vite des idées et savez faire en sorte que chacun se sente bienvenu. Quand quelque chose compte pour vous, votre énergie est contagieuse, et vous pouvez rassembler des personnes autour de projets que d’autres jugeaient impossibles.',
        'Les angles morts peuvent inclure le fait de commencer plus de choses que vous n’en terminez, de sous-estimer les détails routiniers et de vous sentir agité quand la vie devient prévisible. Il vous arrive aussi de prendre en charge les problèmes des autres, puis de vous sentir submergé. Progresser passe par le choix de moins de priorités, la mise en place de structures légères qui protègent votre liberté et l’attention aux moments où l’excitation masque l’évitement d’une chose plus difficile.',
      ],
      [
        'Limitez-vous à trois projets actifs à la fois.',
        'Faites de courts points quotidiens pour entretenir vos routines.',
        'Terminez une petite chose avant de célébrer une nouvelle idée.',
        'Quand une nouvelle idée paraît urgente, demandez-vous ce que vous évitez peut-être.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vous vous faites facilement des amis et entretenez un cercle large et varié. Les gens apprécient votre curiosité, votre humour et votre intérêt sincère pour leur vie. Vous réunissez souvent vos amis et transformez des projets ordinaires en aventures. En même temps, vous aspirez peut-être à quelques liens profonds où vous pouvez être pleinement vous-même.',
        'En couple, vous êtes généralement affectueux et soutenant, et votre partenaire peut parfois souhaiter plus de constance ou de suivi dans les projets. En cas de conflit, vous pouvez être vite blessé et passer à autre chose tout aussi vite, alors que l’autre est encore en train de digérer. Ralentissez pour entendre pleinement son point de vue et convenez ensemble de ce qui va changer.',
      ],
      [
        'Menez à bien les projets que vous proposez.',
        'Laissez de la place au rythme plus lent d’un ami en cas de conflit.',
        'Investissez délibérément dans quelques amitiés profondes.',
        'Dites ce dont vous avez besoin au lieu d’espérer qu’on le devine.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement dans des rôles qui associent personnes, idées et variété : marketing, communication, journalisme, enseignement, coaching, accompagnement psychologique, spectacle, design, entrepreneuriat ou toute équipe créative. Les environnements qui accueillent les idées nouvelles, permettent des horaires souples et valorisent l’enthousiasme font souvent ressortir le meilleur de vous.',
        'Parmi les pièges : l’ennui dans les postes répétitifs, la difficulté avec l’administration détaillée et la tendance à dire oui à trop d’opportunités séduisantes. Vous gagnerez à mettre en place des routines qui gèrent automatiquement les parties ennuyeuses, à vous associer à des collègues attentifs aux détails et à choisir des projets liés à vos valeurs profondes.',
      ],
      [
        'Recherchez des postes variés, avec des personnes et de la place pour les idées.',
        'Automatisez ou regroupez les tâches routinières.',
        'Associez-vous à des coéquipiers attentifs aux détails.',
        'Confrontez les nouvelles opportunités à vos objectifs à long terme.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues qui préfèrent la Sensation et le Jugement, les personnes de ce profil sont plus enclines à apporter des idées neuves, de l’enthousiasme et une attention au potentiel des personnes. Dans le travail collectif, elles lancent souvent les séances de remue-méninges, relient des personnes de différentes équipes et remontent le moral. Elles peuvent avoir besoin d’aide pour transformer leurs idées en plans assortis d’échéances claires.',
        'En tant que responsables, elles inspirent généralement par la vision et l’encouragement et laissent aux autres de la place pour expérimenter. Leurs décisions sont guidées par les valeurs et les possibilités et peuvent changer à mesure que de nouvelles options apparaissent, ce qui garde une équipe adaptable mais peut créer de l’incertitude. Des collègues structurés les aident à faire des bonnes idées des résultats fiables.',
      ],
      [
        'Collaboration : source d’idées et moteur du moral.',
        'Leadership : inspirant et responsabilisant ; peut manquer de structure.',
        'Prise de décision : guidée par les valeurs et ouverte au changement.',
        'Complété par des collègues organisés et attentifs aux détails.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, choisissez un objectif qui a du sens et définissez trois actions concrètes à mener chaque semaine pour le faire avancer. Suivez-les simplement, par exemple en cochant un calendrier. Repérez le moment où une nouvelle idée vous détourne, notez-la et revenez à l’objectif choisi.',
        'Sur 90 jours, installez une routine stable qui soutient votre énergie, comme un sommeil régulier, de l’exercice ou une séance de planification hebdomadaire. Ajoutez une réflexion mensuelle sur les relations et les projets qui comptent vraiment. Les inspirateurs qui construisent un peu de structure autour de leur enthousiasme constatent souvent qu’elle leur donne plus de liberté, et non moins.',
      ],
      [
        'Jours 1 à 30 : trois actions hebdomadaires pour un objectif choisi.',
        'Notez les nouvelles idées sans y donner suite immédiatement.',
        'Jours 31 à 90 : installez une routine stable pour votre énergie.',
        'Chaque mois : réfléchissez aux projets et aux personnes qui comptent le plus.',
      ],
    ),
    additional_test: s(
      [
        'Le bilan d’intérêts professionnels peut aider à concentrer vos nombreux centres d’intérêt sur des domaines où les relations humaines et la créativité sont valorisées. Le test de développement personnel met en lumière des habitudes, comme la persévérance, qui peuvent rendre votre enthousiasme plus efficace dans la durée, et il le fait par petites étapes réalistes plutôt que par de grandes résolutions qui s’effacent au bout d’une semaine.',
        'Le test de cartographie psychologique ajoute des scores du Big Five, par exemple la conscience professionnelle et l’ouverture, qui expliquent l’équilibre entre explorer et achever. Le test des relations affectives explore proximité et indépendance, ce qui peut éclairer pourquoi vous aspirez peut-être à la fois à des liens profonds et à beaucoup de liberté.',
      ],
      [
        'Bilan d’intérêts professionnels : un cap pour vos nombreux intérêts.',
        'Développement personnel : persévérance et routines.',
        'Cartographie psychologique : niveaux d’ouverture et de conscience professionnelle.',
        'Relations affectives : lien et liberté.',
      ],
    ),
    further_reading: s(
      [
        'Comme par magie d’Elizabeth Gilbert explore la vie créative avec chaleur et humour, et Vivre, de Mihaly Csikszentmihalyi, explique l’état d’engagement profond, le flow, que les inspirateurs recherchent souvent. Anne… la maison aux pignons verts de Lucy Maud Montgomery est le portrait classique d’un esprit imaginatif et enthousiaste.',
        'Pour aller au bout des choses, renseignez-vous sur l’empilement d’habitudes et les intentions de mise en œuvre, des idées largement connues qui relient de nouvelles habitudes à des routines existantes. L’essentialisme, la poursuite disciplinée du moins, fait contrepoids à l’envie de dire oui à tout et peut vous aider à choisir où votre énergie fait la plus grande différence.',
      ],
      [
        'Elizabeth Gilbert, Comme par magie.',
        'Mihaly Csikszentmihalyi, Vivre : la psychologie du bonheur.',
        'Greg McKeown, L’Essentialisme.',
        'Lucy Maud Montgomery, Anne… la maison aux pignons verts.',
        'Thèmes : empilement d’habitudes, intentions de mise en œuvre.',
      ],
    ),
  },
};

const ISTJ: TypeReportContent = {
  description:
    'Le Garant associe une énergie calme et constante à une attention portée aux faits, aux responsabilités et aux méthodes éprouvées. Les personnes qui ont ce profil tiennent parole, organisent leur travail avec soin et veillent à ce que rien d’important ne passe entre les mailles du filet. Elles préfèrent généralement un plan clair et une approche bien rodée à l’improvisation.',
  keywords: ['Fiable', 'Rigoureux', 'Pragmatique', 'Loyal', 'Méthodique', 'Responsable', 'Calme'],
  famousPeople: ['George Washington', 'La reine Élisabeth II', 'Angela Merkel', 'Hermione Granger (Harry Potter)'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Introversion, la Sensation, la Pensée et le Jugement. Vous avez tendance à vous ressourcer dans le calme, à faire confiance aux faits concrets et à l’expérience, à décider selon la logique et l’équité, et à préférer l’ordre et les décisions arrêtées. Ensemble, ces préférences décrivent une personne qui apporte fiabilité, attention minutieuse et sens du devoir à tout ce qu’elle entreprend.',
        'Ce profil ne signifie pas que vous êtes rigide, sans imagination ou indifférent aux émotions. Il montre les approches vers lesquelles vous vous tournez en premier. Si vos scores de Sensation ou de Jugement sont proches du milieu, vous êtes peut-être plus ouvert à l’expérimentation que ne le suggère la description classique. Lisez votre résultat comme le reflet d’habitudes, pas comme une limite à ce que vous pouvez apprendre.',
      ],
      [
        'Les préférences sont des habitudes d’attention, pas des aptitudes.',
        'Tenir à la tradition ne veut pas dire résister à tout changement.',
        'Des scores intermédiaires indiquent une aisance avec les deux approches.',
        'Votre résultat est un point de départ pour la réflexion.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent généralement la fiabilité, la précision, la patience et un sens aigu des responsabilités. Vous tenez des traces écrites, honorez vos engagements et remarquez des détails qui échappent aux autres. On compte souvent sur vous, car on sait que ce que vous promettez sera fait, et bien fait, sans histoires.',
        'Les angles morts peuvent inclure une résistance au changement tant que ses bénéfices ne sont pas prouvés, une sévérité envers vous-même et les autres quand le niveau baisse, et le fait de garder vos émotions pour vous si longtemps que l’on vous croit distant. Progresser passe souvent par de petites expériences avec de nouvelles méthodes, l’expression ouverte de votre reconnaissance et l’acceptation que certains plans restent souples.',
      ],
      [
        'Essayez chaque mois une nouvelle méthode sur une tâche à faible enjeu.',
        'Dites merci à voix haute pour des choses précises.',
        'Laissez un peu de temps non planifié dans votre semaine.',
        'Demandez ce que les autres ressentent face à un changement, pas seulement s’il fonctionne.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vous montrez votre amitié par la constance : être présent, vous souvenir des engagements et aider de façon concrète. Vous avez peut-être un petit cercle d’amis de longue date et placez l’honnêteté et la loyauté au-dessus de l’excitation. Les gens vous font confiance parce que vous êtes la même personne d’un jour à l’autre.',
        'En couple, vous exprimez peut-être votre amour par des actes plutôt que par des mots, et votre partenaire peut parfois souhaiter davantage de paroles rassurantes ou de spontanéité. En cas de conflit, vous vous concentrez sur les faits et l’équité, ce qui est précieux, mais l’autre peut d’abord avoir besoin que ses émotions soient reconnues. Nommez l’émotion que vous percevez avant de passer aux détails.',
      ],
      [
        'Dites aux gens qu’ils comptent pour vous, ne vous contentez pas de le montrer.',
        'Reconnaissez les émotions avant de discuter des faits.',
        'Acceptez ce mois-ci un projet spontané.',
        'Expliquez vos raisons quand vous dites non.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement dans des rôles qui valorisent l’exactitude, la fiabilité et des responsabilités claires : comptabilité, droit, administration, ingénierie, logistique, assurance qualité, fonction publique, santé, exploitation informatique ou contrôle de projets. Les organisations stables, aux processus définis, aux règles équitables et aux collègues qui tiennent parole vous conviennent souvent bien.',
        'Parmi les pièges : la frustration dans les environnements chaotiques, la réticence à adopter de nouveaux outils tant qu’ils n’ont pas fait leurs preuves et le fait d’accepter du travail supplémentaire parce que vous faites davantage confiance à vos propres exigences qu’à celles des autres. Il est utile d’expliquer vos processus pour que d’autres puissent les suivre, et de rester ouvert aux expériences susceptibles d’améliorer les méthodes sur lesquelles vous vous appuyez.',
      ],
      [
        'Recherchez des postes aux attentes et aux responsabilités claires.',
        'Documentez vos méthodes pour que d’autres puissent partager la charge.',
        'Portez-vous volontaire chaque année pour tester un nouvel outil.',
        'Évitez de reprendre des tâches qui appartiennent à d’autres.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues qui préfèrent l’Intuition ou la Perception, les personnes de ce profil forment souvent le noyau stable d’une équipe : elles vérifient les détails, tiennent les délais et veillent au respect des procédures. Dans le travail collectif, elles préfèrent souvent des rôles clairs et des accords écrits, et prennent surtout la parole lorsque des faits sont déformés.',
        'En tant que responsables, elles dirigent généralement par l’exemple, en fixant des attentes claires et en incarnant la fiabilité. Leurs décisions sont prudentes, fondées sur les faits et les précédents, et cohérentes dans le temps. Les collègues qui préfèrent l’Intuition ou le Sentiment peuvent les compléter en proposant de nouvelles possibilités et en veillant au moral pendant les périodes de changement.',
      ],
      [
        'Collaboration : fiable, attentif aux détails, clair sur les rôles.',
        'Leadership : par l’exemple et les normes ; peut résister au changement.',
        'Prise de décision : fondée sur les faits, cohérente, prudente.',
        'Complété par des collègues imaginatifs et attentifs aux personnes.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, choisissez une routine que vous accomplissez machinalement et demandez-vous si elle sert encore son objectif. Essayez une petite variante et notez les résultats. Vous prenez ainsi l’habitude d’améliorations réfléchies et peu risquées, tout en gardant la stabilité et la prévisibilité auxquelles vous tenez.',
        'Sur 90 jours, entraînez-vous à exprimer votre reconnaissance et vos émotions par des mots. Une fois par semaine, dites précisément à quelqu’un ce que vous appréciez chez lui. Ajoutez un bilan mensuel où vous demandez à un collègue ou à votre partenaire ce que vous pourriez faire autrement. Les garants qui allient fiabilité et ouverture aux retours deviennent souvent les personnes vers qui l’on se tourne dans toutes les situations.',
      ],
      [
        'Jours 1 à 30 : réexaminez une routine et testez une variante.',
        'Chaque semaine : exprimez une marque de reconnaissance précise.',
        'Jours 31 à 90 : demandez un retour chaque mois.',
        'Tenez un bref journal des changements qui ont fonctionné.',
      ],
    ),
    additional_test: s(
      [
        'Le test de cartographie psychologique ajoute des scores du Big Five, comme la conscience professionnelle et l’ouverture, qui peuvent montrer à quel point vous tenez à l’ordre et à quel point vous êtes ouvert aux expériences nouvelles. Les voir comme des traits continus peut vous aider à remarquer où vous êtes plus souple que ne le suggère votre type.',
        'Le bilan d’intérêts professionnels peut comparer les domaines où l’exactitude et le sens des responsabilités sont récompensés. Le test des relations affectives explore votre manière d’exprimer la proximité, ce qui peut être utile si votre partenaire demande plus de mots ou de spontanéité. Le test de QI par matrices mesure le raisonnement abstrait, une dimension distincte de vos préférences.',
      ],
      [
        'Cartographie psychologique : niveaux de conscience professionnelle et d’ouverture.',
        'Bilan d’intérêts professionnels : les domaines qui récompensent la fiabilité.',
        'Relations affectives : exprimer la proximité.',
        'Test de QI par matrices : le raisonnement abstrait, mesuré à part.',
      ],
    ),
    further_reading: s(
      [
        'The Checklist Manifesto d’Atul Gawande montre comment des routines rigoureuses sauvent des vies et des efforts, un message qui parle souvent à ce profil. Les Pensées pour moi-même de Marc Aurèle offrent des réflexions sur le devoir et la constance, et l’Autobiographie de Benjamin Franklin décrit son célèbre système pour pratiquer les vertus une à une.',
        'Pour sortir de votre zone de confort, renseignez-vous sur l’état d’esprit de développement, notion popularisée par Carol Dweck, et sur l’idée des petites expériences, ou kaizen, qui améliore les processus pas à pas sans abandonner ce qui fonctionne. Les Langages de l’amour de Gary Chapman peuvent vous aider à exprimer votre attention d’une manière que les autres reconnaissent.',
      ],
      [
        'Atul Gawande, The Checklist Manifesto.',
        'Marc Aurèle, Pensées pour moi-même.',
        'Benjamin Franklin, Autobiographie.',
        'Carol Dweck, Osez réussir !',
        'Thèmes : kaizen, langages de l’amour, amélioration délibérée.',
      ],
    ),
  },
};

const ISFJ: TypeReportContent = {
  description:
    'Le Protecteur associe une énergie calme et attentive à une bienveillance concrète et à un sens aigu du devoir. Les personnes qui ont ce profil remarquent ce dont les autres ont besoin, se souviennent des détails qui comptent et travaillent avec constance pour que la vie suive son cours sans accroc. Elles accordent généralement de l’importance à la stabilité, à la loyauté et à la tradition.',
  keywords: ['Attentionné', 'Loyal', 'Attentif', 'Pragmatique', 'Fiable', 'Modeste', 'Patient'],
  famousPeople: ['Rosa Parks', 'Sam Gamegie (Le Seigneur des anneaux)', 'Dr John Watson (les aventures de Sherlock Holmes)', 'Captain America (Marvel)'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Introversion, la Sensation, le Sentiment et le Jugement. Vous avez tendance à vous ressourcer dans le calme, à prêter attention aux détails concrets et à l’expérience passée, à prendre vos décisions en veillant aux personnes et à l’harmonie, et à aimer que les choses soient organisées. Ensemble, ces préférences décrivent une personne qui soutient les autres de manière constante et concrète.',
        'Ce résultat ne signifie pas que vous vous laissez marcher dessus ni que vous n’aimez pas le changement. Il décrit des habitudes d’attention et de choix. Si vos scores de Sentiment ou de Jugement sont proches du milieu, vous êtes peut-être plus analytique ou plus spontané que ne le suggère la description habituelle. Voyez ce profil comme une invitation à réfléchir, pas comme une règle à suivre.',
      ],
      [
        'Prendre soin des autres est une préférence, pas une obligation.',
        'Tenir à la stabilité ne veut pas dire rejeter le changement.',
        'Des scores intermédiaires suggèrent de la souplesse.',
        'Comparez le profil à votre comportement réel.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent généralement la loyauté, la patience, le souci du détail et un don pour prendre soin des autres de façon concrète. Vous vous souvenez des préférences de chacun, anticipez les besoins et réglez discrètement les problèmes avant que d’autres ne les remarquent. Équipes, amis et familles se sentent souvent plus sereins et plus en sécurité simplement parce que vous êtes là.',
        'Les angles morts peuvent inclure le fait de faire passer vos besoins en dernier, d’avoir du mal à dire non et de vous sentir peu reconnu lorsque vos efforts passent inaperçus. Vous pouvez aussi hésiter à essayer de nouvelles approches. Progresser passe par le fait de nommer vos besoins, d’accepter de l’aide et de laisser les autres voir vos contributions au lieu de les cacher en coulisses.',
      ],
      [
        'Refusez chaque semaine une demande sans vous excuser.',
        'Dites aux gens quand vous avez fait quelque chose pour eux.',
        'Demandez de l’aide pour une tâche que vous faites d’habitude seul.',
        'Prévoyez du temps pour quelque chose qui n’appartient qu’à vous.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vos amis vous voient généralement comme une personne gentille, loyale et sur qui l’on peut compter. Vous montrez votre attention par des gestes délicats : un repas quand quelqu’un est malade, un message lors d’un anniversaire difficile, un service rendu sans qu’on vous le demande. Vous préférez peut-être un cercle stable d’amis proches et tenez aux relations qui durent des années.',
        'En couple, vous êtes souvent dévoué et attentif, et vous espérez peut-être que votre partenaire remarquera vos besoins sans que vous ayez à les dire. En cas de conflit, vous évitez parfois la confrontation et laissez la blessure grandir en silence. Il est utile d’exprimer tôt vos préoccupations, de dire clairement ce dont vous avez besoin et de croire qu’une conversation honnête protège l’harmonie au lieu de la menacer.',
      ],
      [
        'Exprimez vos besoins directement au lieu de les sous-entendre.',
        'Abordez les petites préoccupations avant qu’elles ne grandissent.',
        'Acceptez avec simplicité l’attention que les autres vous portent.',
        'Rappelez-vous qu’un désaccord peut approfondir la confiance.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement dans des rôles où l’attention aux autres et la fiabilité font une différence visible : soins infirmiers et santé, enseignement, travail social, administration, service client, ressources humaines, bibliothèques et archives ou gestion de bureau. Des équipes stables, aux attentes claires et aux collègues respectueux, vous conviennent souvent.',
        'Parmi les pièges : accepter trop de choses parce que vous ne voulez décevoir personne, minimiser vos réussites et rester dans des postes où vos efforts sont considérés comme acquis. Il est utile de garder une trace de ce que vous accomplissez, de négocier votre charge de travail et de parler de vos contributions lors des entretiens d’évaluation pour que votre valeur soit visible et reconnue.',
      ],
      [
        'Recherchez des postes aux attentes claires et à l’impact visible.',
        'Tenez chaque semaine la liste de vos réalisations.',
        'Négociez votre charge avant d’accepter des tâches supplémentaires.',
        'Entraînez-vous à parler de votre travail en termes concrets.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues plus extravertis ou plus orientés vers la Pensée, les personnes de ce profil contribuent souvent par un soutien constant, le souci du détail et l’attention portée aux collègues. Dans le travail collectif, elles prennent souvent en charge les tâches que d’autres négligent et gardent en vue les besoins pratiques de l’équipe. Elles peuvent hésiter à exprimer un désaccord en groupe.',
        'En tant que responsables, elles dirigent généralement par le service et l’exemple, en construisant des équipes loyales et des routines stables. Leurs décisions sont prudentes, respectueuses des précédents et attentives à leur effet sur les personnes. Les collègues qui préfèrent l’Intuition ou la Pensée peuvent les compléter en poussant vers de nouvelles approches et en tranchant les décisions difficiles quand il le faut.',
      ],
      [
        'Collaboration : soutenant, minutieux, fiable.',
        'Leadership : tourné vers le service ; peut éviter la confrontation.',
        'Prise de décision : prudente, attentive aux personnes, fondée sur les précédents.',
        'Complété par des collègues innovants et francs.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, notez chaque soir une chose que vous avez faite pour quelqu’un d’autre et une chose que vous avez faite pour vous. Si la deuxième colonne reste vide, prévoyez quelque chose de simple pour le lendemain. Le soin de soi devient ainsi aussi concret que celui que vous apportez aux autres.',
        'Sur 90 jours, menez chaque mois une conversation affirmée : demander de l’aide, refuser une demande ou partager une préoccupation. Préparez-vous en écrivant ce que vous voulez dire en deux ou trois phrases. Les protecteurs qui apprennent à préserver leur énergie peuvent continuer à prendre soin des autres sans s’épuiser.',
      ],
      [
        'Jours 1 à 30 : notez chaque jour le soin donné et le soin de soi.',
        'Prévoyez chaque semaine une petite chose pour vous.',
        'Jours 31 à 90 : une conversation affirmée par mois.',
        'Préparez à l’écrit les phrases clés à l’avance.',
      ],
    ),
    additional_test: s(
      [
        'Le test des relations affectives explore la proximité, la confiance et l’indépendance, ce qui peut montrer si vous avez tendance à donner plus que vous ne recevez et ce qui vous aide à vous sentir en sécurité. Le test de développement personnel propose des étapes concrètes et quotidiennes pour poser des limites et gagner une confiance tranquille.',
        'Le test de cartographie psychologique ajoute des scores du Big Five, comme l’agréabilité et la stabilité émotionnelle, qui peuvent expliquer à quel point vous avez tendance à vous adapter aux autres et comment vous réagissez au stress. Le bilan d’intérêts professionnels peut vous aider à trouver des postes où votre attention et votre fiabilité sont valorisées et récompensées plutôt que considérées comme acquises.',
      ],
      [
        'Relations affectives : donner et recevoir de l’attention.',
        'Développement personnel : limites et confiance en soi.',
        'Cartographie psychologique : niveaux d’agréabilité et de stress.',
        'Bilan d’intérêts professionnels : des postes qui valorisent l’attention aux autres.',
      ],
    ),
    further_reading: s(
      [
        'Les Cadeaux de l’imperfection de Brené Brown aborde de manière accessible l’estime de soi et les limites, et Les Langages de l’amour de Gary Chapman peuvent vous aider à voir comment les autres donnent et reçoivent de l’attention. Les Quatre Filles du docteur March de Louisa May Alcott offrent un portrait classique du dévouement et de la vie de famille.',
        'Pour progresser, renseignez-vous sur l’affirmation de soi, l’art d’exprimer ses besoins avec respect, et sur la fatigue de compassion, qui explique pourquoi les personnes bienveillantes peuvent s’épuiser. Tenir un journal de gratitude est un moyen simple et bien connu de remarquer chaque jour à la fois ce que vous donnez et ce que vous recevez.',
      ],
      [
        'Brené Brown, Les Cadeaux de l’imperfection.',
        'Gary Chapman, Les Langages de l’amour.',
        'Louisa May Alcott, Les Quatre Filles du docteur March.',
        'Thèmes : affirmation de soi, fatigue de compassion, journal de gratitude.',
      ],
    ),
  },
};

const ESTJ: TypeReportContent = {
  description:
    'L’Organisateur associe une énergie tournée vers l’extérieur à une approche pratique fondée sur les faits et à une forte préférence pour l’ordre et l’efficacité. Les personnes qui ont ce profil prennent en main la logistique, fixent des attentes claires et veillent à ce que le travail soit fait à temps. Elles apprécient généralement les règles qui fonctionnent, les retours honnêtes et les résultats visibles.',
  keywords: ['Organisé', 'Pragmatique', 'Direct', 'Responsable', 'Efficace', 'Décidé', 'Loyal'],
  famousPeople: ['Henry Ford', 'Lyndon B. Johnson', 'La juge Judy Sheindlin', 'Monica Geller (Friends)'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Extraversion, la Sensation, la Pensée et le Jugement. Vous avez tendance à puiser votre énergie dans l’action et les relations, à faire confiance aux faits concrets, à décider selon la logique et l’équité, et à aimer les plans, les calendriers et les décisions arrêtées. Ensemble, ces préférences décrivent une personne qui transforme des objectifs en résultats organisés et fiables.',
        'Ce profil ne signifie pas que vous êtes autoritaire ou inflexible ; il décrit les outils vers lesquels vous vous tournez en premier. Si vos scores de Pensée ou de Jugement sont proches du milieu, vous pouvez aussi être très adaptable et attentif aux émotions. Lisez ce résultat comme une carte de votre style par défaut, et repérez où votre comportement réel s’en écarte.',
      ],
      [
        'Les préférences montrent un style, pas une compétence.',
        'La franchise est une habitude de communication, pas un jugement sur les personnes.',
        'Des scores proches du milieu indiquent de la souplesse.',
        'Servez-vous du résultat pour réfléchir, pas pour vous étiqueter.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent généralement l’organisation, l’esprit de décision, le sens pratique et une grande éthique de travail. Vous savez mettre de l’ordre dans le chaos, prendre des décisions claires sous pression et responsabiliser les autres. Les groupes se sentent souvent plus en sécurité parce qu’ils savent ce que l’on attend d’eux et que quelqu’un veille à ce que tout avance.',
        'Les angles morts peuvent inclure l’impatience envers les personnes plus lentes ou moins structurées, le rejet des idées nouvelles qui manquent de preuves et la tendance à critiquer plus volontiers qu’à reconnaître. Progresser passe souvent par l’écoute avant la décision, l’essai à petite échelle d’approches inhabituelles et l’habitude de saluer les efforts autant que les résultats.',
      ],
      [
        'Posez une question avant de corriger quelqu’un.',
        'Faites des compliments précis au moins aussi souvent que des critiques.',
        'Essayez une idée non éprouvée dans un contexte à faible risque.',
        'Laissez de temps en temps quelqu’un d’autre établir le plan.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vos amis vous voient souvent comme une personne loyale, directe, celle qui fait que les projets se concrétisent. Vous montrez votre attachement en organisant, en protégeant et en aidant concrètement. Vous préférez peut-être les amis fiables et honnêtes, et vous aimez les traditions comme les dîners réguliers ou les voyages annuels.',
        'En couple, votre clarté et votre fiabilité sont des atouts, même si votre partenaire peut parfois avoir le sentiment que son avis n’est pas pris en compte. En cas de conflit, vous vous concentrez peut-être sur qui a raison et sur ce qu’il faut faire, alors que l’autre a besoin de se sentir entendu. Ralentissez, reformulez ses émotions et invitez-le à proposer des solutions avant d’avancer les vôtres.',
      ],
      [
        'Demandez l’avis de l’autre avant de donner le vôtre.',
        'Adoucissez le ton sans diluer le message.',
        'Partagez les décisions plutôt que de les annoncer.',
        'Prenez du temps ensemble pour des loisirs sans programme.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement dans des rôles qui récompensent l’organisation et le sens des responsabilités : management, opérations, finance, forces de l’ordre, armée, gestion de projets, administration, logistique et direction commerciale. Des hiérarchies claires, des objectifs mesurables, des règles équitables et des collègues compétents qui tiennent leurs engagements font souvent ressortir le meilleur de votre travail.',
        'Parmi les pièges : la frustration face à l’ambiguïté, les conflits avec des collègues attachés à la souplesse et l’épuisement dû à un excès de responsabilités. Il est utile d’apprivoiser l’incertitude, de solliciter l’avis de personnes qui pensent autrement et de vous rappeler qu’un processus est un outil au service des personnes, et non l’inverse.',
      ],
      [
        'Recherchez des postes aux objectifs et aux responsabilités clairs.',
        'Sollicitez des avis divergents avant les grandes décisions.',
        'Limitez la quantité de responsabilités que vous absorbez.',
        'Réexaminez vos processus chaque année pour voir ce qui n’est plus utile.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues qui préfèrent l’Intuition ou la Perception, les personnes de ce profil se concentrent souvent sur l’exécution, les normes et les délais. Dans le travail collectif, elles prennent souvent un rôle de coordination, clarifient qui fait quoi et assurent le suivi. Elles peuvent s’impatienter lors de séances de remue-méninges ouvertes qui ne débouchent sur aucune décision.',
        'En tant que responsables, elles apportent généralement de la structure, des attentes claires et un suivi constant. Leurs décisions sont rapides, pratiques et fondées sur l’expérience. Les collègues qui préfèrent l’Intuition peuvent les compléter en suggérant de nouvelles approches, et ceux qui préfèrent le Sentiment peuvent les aider à tenir compte du moral et de la façon dont les changements seront reçus.',
      ],
      [
        'Collaboration : coordinateur, clair sur les rôles et les délais.',
        'Leadership : structuré et constant ; peut sembler rigide.',
        'Prise de décision : rapide, pratique, fondée sur l’expérience.',
        'Complété par des collègues imaginatifs et empathiques.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, entraînez-vous à poser au moins une question ouverte à chaque réunion avant de proposer une solution. Notez ce que vous apprenez et si la décision finale change. Vous intégrez ainsi l’écoute à votre esprit de décision naturel sans beaucoup vous ralentir.',
        'Sur 90 jours, choisissez un domaine, au travail ou à la maison, où vous fixez habituellement les règles et invitez d’autres personnes à le repenser. Soutenez leur approche même si elle diffère de la vôtre, et examinez ensemble le résultat. Les organisateurs qui partagent la responsabilité construisent souvent des équipes capables de bien fonctionner même en leur absence.',
      ],
      [
        'Jours 1 à 30 : posez une question ouverte avant de proposer.',
        'Notez ce que l’écoute a changé.',
        'Jours 31 à 90 : laissez d’autres repenser un processus.',
        'Examinez les résultats ensemble, pas seul.',
      ],
    ),
    additional_test: s(
      [
        'Le test de cartographie psychologique ajoute des scores du Big Five, comme l’agréabilité et l’ouverture, qui peuvent montrer comment votre franchise et votre préférence pour les méthodes éprouvées se situent par rapport aux autres. Les voir comme des traits continus peut révéler où de petits ajustements changeraient beaucoup la façon dont vous êtes perçu.',
        'Le bilan d’intérêts professionnels peut confirmer quels rôles d’organisation ou de direction correspondent à vos intérêts. Le test des relations affectives explore proximité et indépendance, ce qui peut être utile si votre partenaire demande plus d’expression émotionnelle. Le test de développement personnel propose des habitudes concrètes pour la patience et l’écoute.',
      ],
      [
        'Cartographie psychologique : niveaux d’agréabilité et d’ouverture.',
        'Bilan d’intérêts professionnels : domaines de direction et d’organisation.',
        'Relations affectives : exprimer la proximité.',
        'Développement personnel : habitudes de patience et d’écoute.',
      ],
    ),
    further_reading: s(
      [
        'Les 7 habitudes de ceux qui réalisent tout ce qu’ils entreprennent de Stephen Covey propose une approche structurée de l’efficacité personnelle et professionnelle qui plaît souvent aux organisateurs. Le Manager efficace de Peter Drucker traite du temps, des priorités et des décisions, et les écrits stoïciens d’Épictète enseignent à se concentrer sur ce qui dépend de soi.',
        'Pour élargir votre approche, renseignez-vous sur l’écoute active et sur le leadership situationnel, qui propose d’adapter votre style à l’expérience et à l’assurance des personnes. La notion de sécurité psychologique explique pourquoi les équipes partagent plus ouvertement leurs problèmes avec des responsables qui invitent au désaccord, un complément utile à des normes claires.',
      ],
      [
        'Stephen Covey, Les 7 habitudes de ceux qui réalisent tout ce qu’ils entreprennent.',
        'Peter Drucker, Le Manager efficace.',
        'Épictète, Manuel.',
        'Thèmes : leadership situationnel, écoute active, sécurité psychologique.',
      ],
    ),
  },
};

const ESFJ: TypeReportContent = {
  description:
    'L’Hôte associe une chaleur tournée vers les autres à une attention concrète aux besoins des personnes et à un goût pour l’harmonie et l’ordre. Les personnes qui ont ce profil savent mettre les autres à l’aise, organisent avec soin rencontres et équipes et gardent en tête les détails qui permettent à chacun de se sentir pris en charge. Elles accordent souvent de l’importance à la tradition, à la loyauté et à la reconnaissance.',
  keywords: ['Sociable', 'Attentionné', 'Organisé', 'Loyal', 'Attentif', 'Coopératif', 'Généreux'],
  famousPeople: ['Molly Weasley (Harry Potter)', 'Taylor Swift', 'Hugh Jackman', 'Leslie Knope (Parks and Recreation)'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Extraversion, la Sensation, le Sentiment et le Jugement. Vous avez tendance à puiser votre énergie dans les relations, à remarquer les détails concrets, à décider en tenant compte des émotions des autres et de l’harmonie, et à aimer que les choses soient planifiées et réglées. Ensemble, ces préférences décrivent une personne qui crée des environnements chaleureux et bien organisés où chacun se sent inclus.',
        'Ce résultat ne signifie pas que vous cherchez seulement à plaire ni que vous évitez les décisions difficiles. Il décrit ce à quoi vous prêtez attention en premier. Si vos scores de Sentiment ou de Jugement sont proches du milieu, vous pouvez être assez logique ou souple quand il le faut. Lisez ce profil comme la description de préférences dont vous pouvez vous servir consciemment.',
      ],
      [
        'Les préférences montrent des habitudes, pas des limites.',
        'Tenir à l’harmonie ne veut pas dire éviter tout conflit.',
        'Des scores intermédiaires suggèrent de la souplesse.',
        'Comparez le profil à votre façon d’agir dans différents rôles.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent généralement la chaleur, la générosité, l’organisation et un talent pour rassembler les gens. Vous remarquez qui se sent mis à l’écart, retenez les dates importantes et créez des traditions qui donnent aux groupes un sentiment d’appartenance. Les gens se sentent souvent choyés en votre présence, et les équipes fonctionnent mieux quand vous y participez.',
        'Les angles morts peuvent inclure la dépendance à l’approbation des autres, le fait de prendre les critiques personnellement et de négliger vos propres besoins en prenant soin de tout le monde. Vous pouvez aussi résister aux changements qui bousculent les routines familières. Progresser passe par le fait de dissocier votre valeur des réactions des autres, de demander directement ce dont vous avez besoin et de laisser une vraie chance aux nouvelles approches.',
      ],
      [
        'Repérez quand vous cherchez l’approbation et marquez une pause avant d’agir.',
        'Demandez des retours sur vos idées, pas sur votre gentillesse.',
        'Gardez une soirée par semaine pour vous.',
        'Essayez un changement à la maison ou au travail avant de le juger.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vous êtes souvent un ami actif et généreux, qui garde le contact, organise des retrouvailles et célèbre les étapes importantes de la vie des autres. Vos amis apprécient votre fiabilité et votre talent pour les faire se sentir spéciaux. Vous aimez peut-être avoir un large réseau social et vous êtes le plus heureux quand votre entourage s’entend bien.',
        'En couple, vous êtes souvent dévoué et attentif, et vous attendez peut-être le même effort en retour. En cas de conflit, vous vous donnez beaucoup de mal pour apaiser les choses et pouvez être blessé si votre attention n’est pas reconnue. Dites clairement ce dont vous avez besoin, acceptez qu’une certaine tension soit normale et laissez à l’autre la liberté d’être en désaccord sans y voir un rejet.',
      ],
      [
        'Dites merci, et demandez aussi à être remercié quand vous en avez besoin.',
        'Laissez exister les désaccords sans chercher à les régler immédiatement.',
        'Exprimez vos besoins directement plutôt que par allusions.',
        'Vérifiez que l’aide est souhaitée avant de la proposer.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement dans des rôles qui associent relations humaines et organisation : enseignement, soins infirmiers et santé, organisation d’événements, hôtellerie-restauration, ressources humaines, relation client, gestion de bureau, vente et action locale. Des équipes conviviales, aux rôles clairs et où la reconnaissance est régulière, font souvent ressortir le meilleur de vous.',
        'Parmi les pièges : accepter trop de tâches pour ne décevoir personne, peiner dans des environnements impersonnels ou très compétitifs et vous sentir vidé par des conflits non résolus. Il est utile de poser des limites, de vous entraîner à prendre des décisions justes même quand elles sont impopulaires et de demander de la reconnaissance de manière concrète.',
      ],
      [
        'Recherchez des postes où l’attention aux autres et la coordination sont valorisées.',
        'Fixez une limite aux services que vous acceptez chaque semaine.',
        'Entraînez-vous à annoncer des décisions impopulaires avec bienveillance et clarté.',
        'Gardez une trace de vos réussites pour les entretiens d’évaluation.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues plus réservés ou plus orientés vers la Pensée, les personnes de ce profil endossent souvent le rôle d’hôte de l’équipe : accueillir les nouveaux, organiser les moments partagés et faire circuler l’information. Dans le travail collectif, elles sont attentives à la fois aux détails pratiques et à l’ambiance du groupe, et peuvent se sentir mal à l’aise face à la critique ouverte.',
        'En tant que responsables, elles construisent généralement des équipes loyales et soudées, apportent une structure claire et reconnaissent les efforts de chacun. Leurs décisions tiennent compte de l’effet sur les personnes et des pratiques établies. Les collègues qui préfèrent la Pensée ou l’Intuition peuvent les compléter par une analyse détachée et des idées nouvelles quand la méthode habituelle ne fonctionne plus.',
      ],
      [
        'Collaboration : rassembleur, organisateur, gardien du moral.',
        'Leadership : soutenant et structuré ; peut éviter les décisions difficiles.',
        'Prise de décision : attentive aux personnes et pratique.',
        'Complété par des collègues analytiques et innovants.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, remarquez quand vous dites oui par automatisme. Avant de répondre à une demande, marquez une pause et demandez-vous si vous en avez le temps et l’énergie. Notez chaque refus et ce que vous avez ressenti ensuite ; beaucoup de gens constatent que la déception redoutée arrive rarement.',
        'Sur 90 jours, choisissez un intérêt personnel qui n’a rien à voir avec le fait de recevoir ou d’aider, et consacrez-lui du temps régulièrement. En parallèle, menez chaque mois une conversation honnête où vous exprimez calmement un désaccord. Les hôtes qui prennent soin d’eux-mêmes ont plus de chaleur à offrir aux autres, et non moins.',
      ],
      [
        'Jours 1 à 30 : marquez une pause avant chaque oui automatique.',
        'Notez les demandes refusées et ce qui s’est passé ensuite.',
        'Jours 31 à 90 : consacrez régulièrement du temps à un intérêt personnel.',
        'Chaque mois : exprimez calmement un désaccord.',
      ],
    ),
    additional_test: s(
      [
        'Le test des relations affectives explore la proximité, la confiance et l’indépendance, ce qui peut montrer à quel point votre sentiment de sécurité dépend de l’approbation des autres. Le test de développement personnel propose des étapes concrètes et quotidiennes pour les limites, la confiance et le soin de soi, afin que la chaleur que vous offrez aux autres aille de pair avec l’attention que vous vous accordez.',
        'Le test de cartographie psychologique ajoute des scores du Big Five, comme l’agréabilité, l’extraversion et la stabilité émotionnelle, qui donnent une image plus fine de votre réaction aux conflits et au stress. Le bilan d’intérêts professionnels peut vous aider à trouver des postes où vos qualités relationnelles et votre sens de l’organisation sont à la fois utilisés et reconnus.',
      ],
      [
        'Relations affectives : sécurité et approbation.',
        'Développement personnel : limites et soin de soi.',
        'Cartographie psychologique : niveaux d’agréabilité et de stabilité.',
        'Bilan d’intérêts professionnels : des postes centrés sur les personnes.',
      ],
    ),
    further_reading: s(
      [
        'Le Pouvoir de la vulnérabilité de Brené Brown explore la vulnérabilité et le courage dans les relations, et Les Langages de l’amour de Gary Chapman proposent un cadre simple pour comprendre comment chacun donne et reçoit de l’attention. Emma de Jane Austen est le portrait classique et plein d’humour d’une jeune femme qui adore organiser la vie des autres.',
        'Pour progresser, renseignez-vous sur le besoin de plaire et l’affirmation de soi, ainsi que sur la différence entre l’empathie et le fait de vouloir sauver les autres. Comment mener les discussions difficiles, de Douglas Stone, Bruce Patton et Sheila Heen, propose une approche pratique des désaccords qui protège les relations tout en traitant le vrai problème.',
      ],
      [
        'Brené Brown, Le Pouvoir de la vulnérabilité.',
        'Gary Chapman, Les Langages de l’amour.',
        'Douglas Stone et al., Comment mener les discussions difficiles.',
        'Jane Austen, Emma.',
        'Thèmes : affirmation de soi, besoin de plaire, limites saines.',
      ],
    ),
  },
};

const ISTP: TypeReportContent = {
  description:
    'Le Dépanneur associe une concentration calme et intérieure à un intérêt concret pour le fonctionnement réel des choses. Les personnes qui ont ce profil observent en silence, analysent les problèmes avec logique et agissent avec détermination quand quelque chose doit être réparé. Elles accordent généralement de l’importance à l’indépendance, à l’efficacité et à la liberté de réagir aux situations au fur et à mesure.',
  keywords: ['Pragmatique', 'Calme', 'Analytique', 'Indépendant', 'Manuel', 'Adaptable', 'Débrouillard'],
  famousPeople: ['Clint Eastwood', 'Michael Jordan', 'Bear Grylls', 'Indiana Jones'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Introversion, la Sensation, la Pensée et la Perception. Vous avez tendance à vous ressourcer seul, à faire confiance aux preuves concrètes et à l’expérience directe, à décider selon la logique et les liens de cause à effet, et à garder vos options ouvertes. Ensemble, ces préférences décrivent une personne qui apprend en faisant et garde la tête froide quand les autres s’affolent.',
        'Ce résultat ne signifie pas que vous êtes détaché, imprudent ou indifférent aux autres. Il décrit où se porte d’abord votre attention : sur les mécanismes d’une situation et sur la façon la plus efficace de la gérer. Si certains scores sont proches du milieu, vous planifiez ou exprimez vos émotions peut-être plus volontiers que ne le suggère cette description. Voyez-la comme une esquisse, pas comme un portrait.',
      ],
      [
        'Les préférences décrivent un style, pas une compétence.',
        'Rester calme en situation de crise est une habitude, pas une absence d’émotions.',
        'Les scores proches du seuil sont moins certains.',
        'Confrontez le profil à ce que vous faites réellement.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent généralement une intelligence pratique, le calme sous pression, l’adaptabilité et un talent pour trouver des solutions simples à des problèmes compliqués. Vous apprenez vite par l’expérimentation et pouvez maîtriser des outils, des systèmes et des savoir-faire physiques que d’autres trouvent intimidants. On vous fait volontiers confiance en cas d’urgence.',
        'Les angles morts peuvent inclure le fait de garder vos pensées et vos émotions pour vous jusqu’à ce que les autres se sentent exclus, de perdre l’intérêt pour les projets à long terme et d’éviter les engagements qui limitent votre liberté. Progresser passe souvent par le partage de votre raisonnement, la mise par écrit de quelques objectifs à long terme et le fait de laisser des personnes de confiance voir davantage de votre monde intérieur que d’habitude.',
      ],
      [
        'Expliquez votre raisonnement quand vous réparez ou décidez quelque chose.',
        'Fixez un objectif à long terme et faites-en le point chaque mois.',
        'Partagez chaque semaine une pensée personnelle avec un ami de confiance.',
        'Repérez le moment où l’indépendance devient de l’isolement.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vous créez souvent des liens par des activités partagées plutôt que par de longues conversations : construire quelque chose, voyager, pratiquer un sport ou résoudre un problème ensemble. Vos amis apprécient votre caractère facile, votre loyauté et votre aide concrète. Vous préférez généralement les relations qui respectent votre besoin d’espace et n’exigent pas un contact permanent.',
        'En couple, vous montrez sans doute votre attachement par des actes, et les conversations émotionnelles peuvent vous sembler fatigantes ou floues. Votre partenaire peut interpréter votre silence comme de la distance. En cas de conflit, vous pouvez vous désengager jusqu’à ce que les choses se calment. Il est utile de dire que vous avez besoin de temps, de fixer un moment pour revenir sur le sujet et de nommer au moins une émotion avec des mots simples.',
      ],
      [
        'Dites quand vous avez besoin d’espace et quand vous reviendrez.',
        'Nommez une émotion par des mots lors des discussions difficiles.',
        'Prévoyez des activités partagées qui vous plaisent à tous les deux.',
        'Demandez à votre partenaire ce dont il a besoin au lieu de deviner.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement dans des rôles centrés sur la résolution pratique de problèmes et l’autonomie : ingénierie, mécanique, informatique et sécurité, services d’urgence, pilotage, police scientifique, analyse de données, métiers qualifiés, sport ou tout emploi où vous travaillez avec des outils, des systèmes ou des situations concrètes. Les environnements peu bureaucratiques vous conviennent le plus souvent.',
        'Parmi les pièges : l’ennui face à la routine, la frustration devant des règles qui semblent inutiles et la tendance à partir avant qu’un poste ait porté tous ses fruits. Vous risquez aussi de sous-estimer vos compétences, car vous préférez faire plutôt que parler. Il est utile de documenter vos réalisations, de choisir des postes variés et de nouer des relations avec des personnes capables de défendre votre travail.',
      ],
      [
        'Recherchez l’autonomie et de vrais problèmes à résoudre.',
        'Gardez une trace des réparations et améliorations que vous apportez.',
        'Choisissez des postes variés avec du travail concret.',
        'Nouez des relations avec des collègues qui peuvent se porter garants de vous.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues qui préfèrent l’Extraversion ou le Sentiment, les personnes de ce profil contribuent souvent discrètement, en se concentrant sur des solutions pratiques plutôt que sur la discussion. Dans le travail collectif, elles deviennent souvent la personne de référence pour les problèmes techniques ou urgents, et préfèrent parfois des réunions courtes et utiles aux longues séances de planification.',
        'En tant que responsables, elles dirigent généralement par leur compétence et leur calme, en laissant de la liberté aux autres et en intervenant quand un problème l’exige. Leurs décisions sont rapides, logiques et fondées sur la situation présente. Les collègues qui préfèrent l’Intuition ou le Jugement peuvent les compléter en apportant des plans à long terme et en tenant les parties prenantes informées.',
      ],
      [
        'Collaboration : dépanneur pragmatique, préfère les réunions courtes.',
        'Leadership : calme et peu directif ; peut trop peu communiquer.',
        'Prise de décision : rapide, logique, fondée sur la situation.',
        'Complété par des planificateurs et des communicants.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, après avoir résolu un problème, prenez deux minutes pour expliquer à quelqu’un ce que vous avez fait et pourquoi. Vous intégrez ainsi la communication à votre force naturelle et aidez les autres à apprendre de vous. Remarquez combien de fois cela mène à de nouvelles occasions ou à un meilleur travail d’équipe.',
        'Sur 90 jours, choisissez un objectif à long terme, comme une compétence, un objectif d’épargne ou un projet personnel, et découpez-le en étapes mensuelles. Ajoutez une habitude relationnelle, comme une activité partagée régulière avec un ami ou votre partenaire. Les dépanneurs qui ajoutent un peu de planification et de lien constatent souvent que leur liberté grandit au lieu de diminuer.',
      ],
      [
        'Jours 1 à 30 : expliquez chaque jour une solution à quelqu’un.',
        'Jours 31 à 90 : fixez des étapes mensuelles pour un objectif.',
        'Gardez une activité partagée régulière avec un proche.',
        'Faites le point sur vos progrès à la fin de chaque mois.',
      ],
    ),
    additional_test: s(
      [
        'Le test de QI par matrices mesure le raisonnement abstrait, ce que beaucoup d’esprits pratiques aiment explorer, même s’il répond à une autre question que la personnalité. Le bilan d’intérêts professionnels peut comparer les domaines techniques et manuels pour montrer où vos intérêts sont les plus forts et quels postes pourraient retenir votre attention dans la durée.',
        'Le test de cartographie psychologique ajoute des scores du Big Five, comme l’extraversion, l’agréabilité et la conscience professionnelle, qui peuvent préciser comment votre indépendance et votre goût pour la souplesse se situent par rapport aux autres. Le test des relations affectives explore proximité et indépendance, un éclairage utile pour un profil qui tient beaucoup à son espace personnel.',
      ],
      [
        'Test de QI par matrices : le raisonnement abstrait, mesuré à part.',
        'Bilan d’intérêts professionnels : domaines techniques et pratiques.',
        'Cartographie psychologique : indépendance et souplesse dans les traits.',
        'Relations affectives : espace et proximité.',
      ],
    ),
    further_reading: s(
      [
        'Traité du zen et de l’entretien des motocyclettes de Robert Pirsig explore la qualité, le savoir-faire et la satisfaction de comprendre comment fonctionnent les choses. Éloge du carburateur de Matthew Crawford réfléchit à la valeur de la compétence manuelle, et The Design of Everyday Things de Donald Norman explique pourquoi certains outils et systèmes paraissent intuitifs.',
        'Pour progresser, renseignez-vous sur le vocabulaire émotionnel, l’idée que nommer précisément ses émotions les rend plus faciles à gérer et à partager, et sur la pratique délibérée, qui montre comment les compétences se développent par une répétition ciblée. Les auteurs stoïciens comme Épictète proposent aussi une philosophie pratique du calme que beaucoup de dépanneurs apprécient.',
      ],
      [
        'Robert Pirsig, Traité du zen et de l’entretien des motocyclettes.',
        'Matthew Crawford, Éloge du carburateur.',
        'Donald Norman, The Design of Everyday Things.',
        'Thèmes : pratique délibérée, vocabulaire émotionnel, stoïcisme.',
      ],
    ),
  },
};

const ISFP: TypeReportContent = {
  description:
    'L’Esprit libre associe une nature calme et observatrice à de la chaleur, un sens aigu de ses valeurs personnelles et un œil pour la beauté. Les personnes qui ont ce profil vivent dans le présent, s’expriment par ce qu’elles créent ou font plutôt que par ce qu’elles disent, et préfèrent la souplesse aux plans stricts. Elles tiennent souvent profondément à l’authenticité et à la gentillesse.',
  keywords: ['Doux', 'Observateur', 'Artiste', 'Ouvert d’esprit', 'Bienveillant', 'Spontané', 'Authentique'],
  famousPeople: ['Frida Kahlo', 'Michael Jackson', 'Bob Dylan', 'Audrey Hepburn'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Introversion, la Sensation, le Sentiment et la Perception. Vous avez tendance à vous ressourcer dans le calme, à remarquer les détails sensoriels concrets, à faire vos choix selon vos valeurs personnelles et votre attention aux autres, et à garder vos options ouvertes. Ensemble, ces préférences décrivent une personne qui vit intensément et suit sa propre boussole intérieure, douce mais ferme.',
        'Ce résultat ne signifie pas que vous êtes passif, sans direction ou seulement artiste. Il décrit votre manière habituelle de percevoir le monde et de décider. Si vos scores sont proches du milieu sur certaines dimensions, vous aimez peut-être aussi planifier ou analyser. Voyez cette description comme un ensemble de tendances à explorer, pas comme une identité figée.',
      ],
      [
        'Les préférences montrent des tendances, pas des talents.',
        'Vivre dans le présent est un style, pas un manque d’ambition.',
        'Des scores proches du milieu indiquent de la souplesse.',
        'Utilisez le profil comme un outil de réflexion.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent généralement la sensibilité, la créativité, la gentillesse et une capacité à être pleinement présent. Vous remarquez la beauté et les petits détails que d’autres négligent, et vous exprimez souvent votre attention par des actes plutôt que par des mots. Les gens se sentent acceptés auprès de vous, car vous jugez rarement et leur laissez généralement la place d’être eux-mêmes.',
        'Les angles morts peuvent inclure le fait d’éviter un conflit jusqu’à ce qu’il devienne inévitable, la difficulté à planifier à long terme et une grande sévérité envers vous-même quand vous n’êtes pas à la hauteur de vos propres valeurs. Progresser passe souvent par le fait d’exprimer plus tôt vos opinions, de mettre en place quelques structures légères pour vos objectifs futurs et de traiter vos émotions avec la même acceptation que celle que vous offrez aux autres.',
      ],
      [
        'Exprimez chaque semaine une opinion en groupe.',
        'Fixez un objectif à long terme avec un simple point mensuel.',
        'Repérez l’autocritique et répondez-y comme vous le feriez avec un ami.',
        'Réservez régulièrement du temps à des activités créatives ou sensorielles.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vous nouez souvent des amitiés proches et fidèles avec un petit nombre de personnes de confiance. Vos amis apprécient votre ouverture, votre chaleur et votre attention discrète, et vous montrez souvent votre affection par des gestes délicats ou des expériences partagées plutôt que par de longues conversations. Vous avez parfois besoin de temps avant de vous ouvrir à de nouvelles personnes.',
        'En couple, vous êtes souvent dévoué et attentionné, même si vous gardez parfois vos blessures pour vous afin d’éviter les tensions. En cas de conflit, vous pouvez vous retirer ou vous taire, laissant l’autre sans savoir ce qui n’a pas fonctionné. Il est utile d’exprimer tôt vos émotions, même brièvement, et de croire qu’une conversation honnête peut protéger la proximité au lieu de la menacer.',
      ],
      [
        'Dites quand quelque chose vous dérange, même en quelques mots.',
        'Partagez vos projets et vos souhaits, pas seulement vos réactions.',
        'Demandez du temps pour réfléchir plutôt que de disparaître.',
        'Montrez votre reconnaissance de la manière que l’autre préfère.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement dans des rôles qui associent savoir-faire pratique, créativité et sens personnel : art et design, musique, photographie, artisanat, cuisine, santé et aide à la personne, soins vétérinaires, paysagisme et métiers de plein air ou tout contexte où vous pouvez travailler avec vos mains et vos sens. Les environnements souples, bienveillants et peu compétitifs vous conviennent souvent.',
        'Parmi les pièges : sous-estimer votre travail, éviter de vous mettre en valeur et rester dans des postes contraires à vos valeurs parce que le changement vous semble intimidant. Il est utile de tenir un portfolio de votre travail, de vous entraîner à en décrire la valeur simplement et de chercher des mentors qui apprécient votre style. De petits pas réguliers fonctionnent souvent mieux que les grands sauts de carrière.',
      ],
      [
        'Recherchez des postes souples aux résultats tangibles et porteurs de sens.',
        'Tenez un portfolio de votre travail.',
        'Préparez une courte description de ce que vous faites bien.',
        'Trouvez un mentor qui apprécie votre approche.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues plus extravertis ou plus orientés vers la Pensée, les personnes de ce profil contribuent souvent discrètement, par la qualité de leur travail, leur aide concrète et leur présence bienveillante. Dans le travail collectif, elles sont souvent souples et coopératives et remarquent quand quelqu’un est en difficulté. Elles peuvent garder pour elles leurs désaccords ou leurs idées fortes dans les grands groupes.',
        'En tant que responsables, elles dirigent généralement par l’exemple, en laissant de la liberté aux autres et en respectant les différences individuelles. Leurs décisions sont guidées par les valeurs et la situation concrète, et sont plutôt prises quand elles leur semblent justes que selon un calendrier fixe. Les collègues qui préfèrent le Jugement ou la Pensée peuvent les compléter par de la structure et une analyse franche.',
      ],
      [
        'Collaboration : souple, soutenant, attaché à la qualité.',
        'Leadership : par l’exemple et le respect ; peut éviter la confrontation.',
        'Prise de décision : fondée sur les valeurs et la situation.',
        'Complété par des collègues structurés et francs.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, tenez un petit carnet de ce qui vous a ému ou inspiré chaque jour, comme une couleur, un son ou un geste bienveillant. Vous prendrez ainsi conscience de ce qui vous nourrit, et cela peut révéler des pistes créatives ou professionnelles auxquelles vous n’aviez pas pensé.',
        'Sur 90 jours, choisissez un objectif qui a du sens et planifiez seulement les trois prochaines étapes, en les réexaminant chaque mois. En parallèle, entraînez-vous une fois par semaine à dire ce que vous pensez ou ressentez dans une situation où vous vous tairiez d’habitude. Les esprits libres qui ajoutent un peu de direction et de parole voient souvent leurs valeurs façonner plus pleinement leur vie.',
      ],
      [
        'Jours 1 à 30 : notez chaque jour ce qui vous a inspiré.',
        'Jours 31 à 90 : planifiez trois étapes vers un objectif.',
        'Réexaminez et redéfinissez ces étapes chaque mois.',
        'Chaque semaine : prenez la parole une fois là où vous vous tairiez.',
      ],
    ),
    additional_test: s(
      [
        'Le bilan d’intérêts professionnels peut vous aider à voir quels domaines créatifs, pratiques ou tournés vers le soin correspondent à vos intérêts, ce qui est utile pour un profil qui choisit souvent au ressenti. Le test de développement personnel propose de petites étapes réalistes pour gagner en confiance et trouver un cap en douceur.',
        'Le test de cartographie psychologique ajoute des scores du Big Five, comme l’ouverture et la stabilité émotionnelle, qui peuvent aider à expliquer votre sensibilité à l’ambiance et à la beauté. Le test des relations affectives explore proximité, confiance et indépendance, et éclaire la manière dont vous conciliez votre besoin d’espace personnel et votre désir de liens profonds.',
      ],
      [
        'Bilan d’intérêts professionnels : domaines créatifs et pratiques.',
        'Développement personnel : confiance et direction.',
        'Cartographie psychologique : niveaux d’ouverture et de sensibilité.',
        'Relations affectives : espace et lien.',
      ],
    ),
    further_reading: s(
      [
        'Walden ou la Vie dans les bois d’Henry David Thoreau réfléchit à la vie simple et à l’attention au présent, des thèmes qui parlent souvent à ce profil. Libérez votre créativité de Julia Cameron propose des exercices pratiques pour prendre confiance dans sa créativité, et les lettres de Vincent van Gogh à son frère Théo dévoilent la vie intérieure d’un artiste sensible.',
        'Pour progresser, renseignez-vous sur la pleine conscience, la pratique qui consiste à prêter attention au présent sans jugement et qui s’appuie sur une force naturelle, ainsi que sur l’autocompassion, qui peut adoucir un critique intérieur sévère. La notion de petites victoires, largement discutée dans la recherche sur les habitudes, peut vous aider à avancer vers de plus grands objectifs sans pression.',
      ],
      [
        'Henry David Thoreau, Walden ou la Vie dans les bois.',
        'Julia Cameron, Libérez votre créativité.',
        'Vincent van Gogh, Lettres à son frère Théo.',
        'Thèmes : pleine conscience, autocompassion, petites victoires.',
      ],
    ),
  },
};

const ESTP: TypeReportContent = {
  description:
    'Le Fonceur associe une énergie tournée vers l’extérieur à un regard aiguisé sur ce qui se passe ici et maintenant, avec une approche logique où l’action vient en premier. Les personnes qui ont ce profil lisent vite les situations, aiment prendre des risques calculés et préfèrent apprendre en faisant plutôt qu’à travers de longues discussions. Elles apportent souvent de l’animation, de l’humour et des solutions pratiques à tout groupe.',
  keywords: ['Énergique', 'Orienté action', 'Observateur', 'Audacieux', 'Pragmatique', 'Persuasif', 'Adaptable'],
  famousPeople: ['Ernest Hemingway', 'Winston Churchill', 'Madonna', 'James Bond'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Extraversion, la Sensation, la Pensée et la Perception. Vous avez tendance à puiser votre énergie dans les relations et l’activité, à faire confiance aux faits concrets et à ce que vous voyez, à décider selon la logique et les résultats, et à rester souple. Ensemble, ces préférences décrivent une personne qui s’épanouit dans les situations rapides et aime agir pendant que les autres discutent encore.',
        'Ce résultat ne signifie pas que vous êtes négligent, impulsif ou indifférent à l’avenir. Il décrit votre approche par défaut : observer, décider, agir, ajuster. Si certains de vos scores sont proches du milieu, vous planifiez ou réfléchissez peut-être davantage que ne le suggère la description classique. Voyez ce profil comme une loupe pour remarquer vos habitudes, pas comme une règle.',
      ],
      [
        'Les préférences montrent un style, pas une aptitude.',
        'Aimer l’action ne veut pas dire ignorer les conséquences.',
        'Des scores proches du milieu indiquent de la souplesse.',
        'Comparez la description à des situations précises.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent généralement la rapidité de réflexion, la résolution pratique des problèmes, l’assurance et un talent pour lire les personnes et les situations sur le moment. Vous savez gérer les crises avec calme, négocier efficacement et faire avancer les choses quand d’autres hésitent. Les gens apprécient souvent votre énergie et votre sens de l’humour.',
        'Les angles morts peuvent inclure la prise de risques sans peser pleinement les coûts à long terme, l’agitation face à la routine et le fait de passer à côté des émotions des autres dans la hâte d’agir. Progresser passe souvent par une courte pause avant les grandes décisions, quelques objectifs à long terme et le réflexe de vérifier comment votre franchise a été reçue avant de passer à autre chose.',
      ],
      [
        'Dormez sur toute décision aux conséquences durables.',
        'Notez un objectif pour l’année prochaine et faites-en le point chaque mois.',
        'Demandez à quelqu’un ce qu’il a ressenti après une décision prise rapidement.',
        'Canalisez votre agitation dans le sport, les voyages ou de nouvelles compétences.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vous vous faites facilement des amis et aimez une vie sociale active, riche en expériences partagées : sport, voyages, fêtes et projets improvisés. Vos amis apprécient votre humour, votre générosité et votre envie de tout essayer. Vous montrez souvent votre attachement en faisant des choses ensemble et en aidant concrètement quand quelqu’un en a besoin.',
        'En couple, votre énergie et votre spontanéité peuvent être stimulantes, même si votre partenaire souhaite parfois plus de planification, de profondeur ou de réassurance. En cas de conflit, vous préférez peut-être tourner la page vite plutôt que revenir sur les émotions. Il est utile de ralentir, d’écouter jusqu’au bout et de reconnaître le point de vue de l’autre avant de proposer une solution ou de changer de sujet.',
      ],
      [
        'Planifiez certaines choses à l’avance pour ceux qui aiment la certitude.',
        'Écoutez jusqu’au bout avant de proposer une solution.',
        'Revenez sur les conversations importantes au lieu de passer à autre chose.',
        'Montrez votre attachement par des mots autant que par des actes.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement dans des rôles actifs, variés et orientés résultats : vente, entrepreneuriat, services d’urgence, sport, marketing, négociation, hôtellerie-restauration, conduite de chantiers, trading ou tout emploi où les décisions rapides et l’action concrète comptent. Les environnements qui offrent liberté, variété et résultats visibles vous conviennent généralement bien.',
        'Parmi les pièges : l’ennui face à la paperasse et aux projets à long terme, l’impatience devant les processus lents et la tentation de prendre des raccourcis. Il est utile de déléguer ou d’automatiser les tâches routinières, de vous associer à des planificateurs et de vous rappeler que quelques investissements à long terme, dans les compétences, les relations et la réputation, peuvent démultiplier ce que votre énergie accomplit avec le temps.',
      ],
      [
        'Recherchez des postes actifs, variés, avec des retours rapides.',
        'Associez-vous à des planificateurs pour les projets à long terme.',
        'Regroupez ou déléguez la paperasse.',
        'Investissez chaque année dans une compétence de long terme.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues qui préfèrent l’Intuition ou le Jugement, les personnes de ce profil se concentrent souvent sur les résultats immédiats et l’action concrète. Dans le travail collectif, elles dynamisent souvent une équipe, coupent court aux longs débats et prennent en charge les tâches qui exigent des réponses rapides. Elles peuvent se désintéresser des longues séances de planification ou de la théorie abstraite.',
        'En tant que responsables, elles dirigent généralement en première ligne, réagissent vite aux changements de situation et motivent par leur énergie et leur exemple. Leurs décisions sont rapides, pragmatiques et fondées sur les faits du moment. Les collègues qui préfèrent l’Intuition ou le Jugement peuvent les compléter en réfléchissant aux implications à long terme et en maintenant la structure.',
      ],
      [
        'Collaboration : dynamiseur, réactif, pragmatique.',
        'Leadership : en première ligne ; peut négliger la planification à long terme.',
        'Prise de décision : rapide, pragmatique, fondée sur les faits.',
        'Complété par des collègues stratèges et structurés.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, avant chaque décision importante, prenez cinq minutes pour noter le meilleur scénario, le pire et le plus probable. Cette courte pause préserve votre rapidité tout en ajoutant de l’anticipation. Relisez vos notes à la fin du mois pour voir quelles décisions se sont déroulées comme prévu.',
        'Sur 90 jours, choisissez un objectif à long terme qui vous enthousiasme, comme une qualification, une idée d’entreprise ou un objectif sportif, et fixez des étapes mensuelles. Ajoutez une pratique relationnelle, comme une conversation hebdomadaire sans téléphone. Les fonceurs qui associent l’action à un peu de réflexion constatent souvent que leur impact dure bien plus longtemps.',
      ],
      [
        'Jours 1 à 30 : cinq minutes pour le meilleur, le pire et le plus probable.',
        'Jours 31 à 90 : des étapes mensuelles pour un objectif.',
        'Chaque semaine : une conversation sans distraction avec un proche.',
        'Identifiez les décisions rapides qui ont porté leurs fruits.',
      ],
    ),
    additional_test: s(
      [
        'Le bilan d’intérêts professionnels peut montrer quels domaines actifs, relationnels ou manuels correspondent le mieux à vos intérêts, pour vous aider à choisir des postes qui retiennent votre attention. Le test de développement personnel propose des étapes pratiques et courtes pour la concentration et les objectifs à long terme, adaptées à une vie active au lieu de la ralentir.',
        'Le test de cartographie psychologique ajoute des scores du Big Five, comme la conscience professionnelle et l’agréabilité, qui peuvent montrer comment votre goût pour l’action et votre franchise se situent par rapport aux autres. Le test des relations affectives explore proximité et indépendance, ce qui est utile pour un profil attaché à sa liberté et pour qui les conversations émotionnelles profondes sont parfois moins naturelles.',
      ],
      [
        'Bilan d’intérêts professionnels : domaines actifs et manuels.',
        'Développement personnel : concentration et objectifs à long terme.',
        'Cartographie psychologique : conscience professionnelle et agréabilité.',
        'Relations affectives : liberté et proximité.',
      ],
    ),
    further_reading: s(
      [
        'Le Vieil Homme et la Mer d’Ernest Hemingway est un court classique sur la persévérance et l’action, et les mémoires de Winston Churchill montrent un dirigeant qui s’épanouissait dans la crise. Ne coupez jamais la poire en deux de Chris Voss propose des techniques de négociation pratiques adaptées à un esprit vif et observateur.',
        'Pour progresser, renseignez-vous sur la gratification différée et les célèbres expériences du marshmallow, ainsi que sur l’analyse pré-mortem, une technique de planification où l’on imagine qu’un projet a échoué pour en comprendre les raisons. Ces deux idées aident à associer votre rapidité naturelle à de l’anticipation, sans vous ralentir plus que nécessaire.',
      ],
      [
        'Ernest Hemingway, Le Vieil Homme et la Mer.',
        'Chris Voss, Ne coupez jamais la poire en deux.',
        'Winston Churchill, Mes jeunes années.',
        'Thèmes : analyse pré-mortem, gratification différée.',
      ],
    ),
  },
};

const ESFP: TypeReportContent = {
  description:
    'L’Étincelle associe une chaleur tournée vers les autres à l’amour de l’instant présent et à une perception fine de ce que ressentent les autres. Les personnes qui ont ce profil apportent du plaisir, de la générosité et de la spontanéité à tout ce qu’elles font, et aiment rendre la vie plus agréable pour leur entourage. Elles apprennent souvent le mieux par l’expérience concrète.',
  keywords: ['Vif', 'Chaleureux', 'Spontané', 'Généreux', 'Enjoué', 'Observateur', 'Sociable'],
  famousPeople: ['Marilyn Monroe', 'Elvis Presley', 'Freddie Mercury', 'Jamie Oliver'],
  sections: {
    result_analysis: s(
      [
        'Vos réponses indiquent une préférence pour l’Extraversion, la Sensation, le Sentiment et la Perception. Vous avez tendance à puiser votre énergie dans les relations et l’activité, à remarquer les détails et les sensations concrètes, à décider en tenant compte des personnes et des valeurs, et à garder des projets souples. Ensemble, ces préférences décrivent une personne qui profite pleinement de la vie et aide les autres à en faire autant.',
        'Ce résultat ne signifie pas que vous êtes superficiel ou incapable de prendre les choses au sérieux. Il décrit ce qui vous donne de l’énergie et où se porte d’abord votre attention. Si certains scores sont proches du milieu, vous êtes peut-être plus réfléchi ou organisé que ne le suggère la description classique. Voyez ce profil comme un point de départ pour remarquer vos forces et vos habitudes.',
      ],
      [
        'Les préférences montrent l’énergie et l’attention, pas la profondeur.',
        'Savourer l’instant est une force, pas un défaut.',
        'Des scores proches du milieu indiquent de la souplesse.',
        'Servez-vous du profil pour réfléchir, pas pour vous étiqueter.',
      ],
    ),
    personal_growth: s(
      [
        'Vos points forts incluent généralement la chaleur, l’enthousiasme, le sens pratique de l’entraide et une capacité à égayer n’importe quel groupe. Vous remarquez ce dont les gens ont besoin sur le moment et y répondez vite et généreusement. Vous vous adaptez facilement aux situations nouvelles et rendez souvent les moments difficiles plus légers pour les autres.',
        'Les angles morts peuvent inclure le fait d’éviter les tâches ou les conversations désagréables, de consacrer temps et argent au moment présent au détriment de l’avenir et de prendre les critiques très personnellement. Progresser passe souvent par le fait d’affronter tôt les petites difficultés, de mettre en place quelques routines simples pour les objectifs à long terme et de vous rappeler qu’un retour sur votre travail n’est pas un verdict sur votre personne.',
      ],
      [
        'Faites chaque jour une tâche désagréable en premier.',
        'Fixez-vous un objectif simple d’épargne ou de compétence pour l’année.',
        'Demandez des retours et remerciez la personne qui vous les donne.',
        'Repérez quand l’amusement sert à éviter quelque chose de difficile.',
      ],
    ),
    interpersonal_growth: s(
      [
        'Vous avez souvent un large cercle d’amis et aimez les réunir autour d’expériences : repas, concerts, voyages, fêtes. Vos amis apprécient votre générosité, votre esprit joueur et votre façon de leur donner le sentiment d’être remarqués. Vous montrez souvent votre attachement par un geste concret, comme arriver avec de quoi manger ou organiser une surprise.',
        'En couple, vous êtes généralement affectueux et attentionné, et votre partenaire peut parfois souhaiter davantage de projets à long terme ou de discussions sérieuses. En cas de conflit, vous cherchez peut-être à détendre l’atmosphère ou à éviter le sujet. Il est utile de rester un peu plus longtemps dans une conversation difficile, d’écouter jusqu’au bout et de convenir ensemble de prochaines étapes concrètes.',
      ],
      [
        'Restez un peu plus longtemps dans les conversations difficiles.',
        'Planifiez certaines choses à l’avance avec votre partenaire.',
        'Investissez dans quelques amitiés profondes en plus des nombreuses relations légères.',
        'Partagez vos propres inquiétudes, pas seulement celles des autres.',
      ],
    ),
    career_growth: s(
      [
        'Vous vous épanouissez généralement dans des rôles vivants, concrets et centrés sur les personnes : hôtellerie-restauration, événementiel, arts du spectacle, vente, expérience client, enseignement auprès des jeunes enfants, remise en forme, santé, voyage et tourisme, commerce et design. Les environnements variés, fondés sur le travail d’équipe et offrant des retours immédiats font souvent ressortir le meilleur de votre énergie.',
        'Parmi les pièges : l’ennui face aux tâches répétitives ou solitaires, la difficulté à planifier à long terme et le découragement face à la critique. Il est utile de travailler avec des collègues qui aiment la structure, de découper les grands objectifs en étapes courtes et visibles et de rechercher des postes où vos qualités relationnelles sont reconnues comme une véritable force professionnelle.',
      ],
      [
        'Recherchez des postes variés, au contact des gens, avec des retours rapides.',
        'Découpez les longs projets en étapes courtes.',
        'Associez-vous à des collègues structurés.',
        'Présentez vos qualités relationnelles sous forme de réalisations concrètes.',
      ],
    ),
    professional_benchmark: s(
      [
        'Par rapport à des collègues plus réservés ou plus orientés vers la Pensée, les personnes de ce profil apportent souvent de l’énergie, de l’humour et une attention aux besoins immédiats des personnes. Dans le travail collectif, elles créent vite un climat de confiance, apaisent les tensions et font en sorte que clients et collègues se sentent bienvenus. Les longues séances de planification ou les discussions abstraites les captivent parfois moins.',
        'En tant que responsables, elles créent généralement une atmosphère conviviale et positive, montrent l’exemple et répondent vite aux besoins des autres. Leurs décisions pèsent l’impact humain et la situation concrète. Les collègues qui préfèrent l’Intuition ou le Jugement peuvent les compléter en se concentrant sur la stratégie à long terme, les plans détaillés et un suivi régulier.',
      ],
      [
        'Collaboration : crée du lien, dynamise, aide concrètement.',
        'Leadership : chaleureux et réactif ; peut éviter la planification à long terme.',
        'Prise de décision : attentive aux personnes et à la situation.',
        'Complété par des collègues stratèges et structurés.',
      ],
    ),
    advanced_guide: s(
      [
        'Pendant les 30 prochains jours, choisissez une tâche que vous évitez et attaquez-en un petit morceau chaque jour. Associez-la à une petite récompense, comme une promenade ou un appel à un ami. Vous prenez ainsi l’habitude d’affronter tôt les difficultés tout en gardant le plaisir qui vous motive.',
        'Sur 90 jours, fixez un objectif à long terme, par exemple un montant d’épargne, une formation ou un défi sportif, et suivez vos progrès de façon visible sur un calendrier ou un tableau. Ajoutez chaque mois une conversation sur vos projets et vos inquiétudes avec une personne de confiance. Les étincelles qui ajoutent un peu d’anticipation constatent souvent que leur joie devient plus durable.',
      ],
      [
        'Jours 1 à 30 : chaque jour, un petit pas sur une tâche évitée.',
        'Récompensez-vous après chaque étape.',
        'Jours 31 à 90 : suivez de façon visible un objectif à long terme.',
        'Chaque mois : parlez de vos projets et de vos inquiétudes avec quelqu’un.',
      ],
    ),
    additional_test: s(
      [
        'Le bilan d’intérêts professionnels peut vous aider à comparer les domaines centrés sur les personnes et le travail concret, afin que votre énergie aille vers un travail gratifiant. Le test de développement personnel propose des étapes simples et pratiques pour la planification, la concentration et l’accueil des retours, sans perdre votre étincelle naturelle.',
        'Le test de cartographie psychologique ajoute des scores du Big Five, comme l’extraversion, la conscience professionnelle et la stabilité émotionnelle, qui peuvent préciser comment votre spontanéité et votre sensibilité se situent par rapport aux autres. Le test des relations affectives explore proximité et indépendance, pour vous aider à voir ce qui vous fait vous sentir en sécurité dans une relation.',
      ],
      [
        'Bilan d’intérêts professionnels : domaines centrés sur les personnes.',
        'Développement personnel : planification et accueil des retours.',
        'Cartographie psychologique : extraversion et conscience professionnelle.',
        'Relations affectives : sécurité dans la proximité.',
      ],
    ),
    further_reading: s(
      [
        'The Happiness Project de Gretchen Rubin propose une approche ludique et pratique pour prendre de bonnes habitudes, et les lettres d’Épicure présentent une philosophie antique des plaisirs simples et partagés. Vivre, de Mihaly Csikszentmihalyi, explique les expériences profondément absorbantes, le flow, que beaucoup d’étincelles recherchent naturellement, de la scène à la cuisine en passant par le sport.',
        'Pour progresser, renseignez-vous sur la dégustation du moment, une notion de psychologie positive qui consiste à apprécier consciemment les bons moments, ainsi que sur la gratification différée et la conception d’habitudes, qui aident à équilibrer le plaisir présent et les objectifs futurs. Comment mener les discussions difficiles, de Douglas Stone, Bruce Patton et Sheila Heen, offre des outils pour rester dans les sujets délicats.',
      ],
      [
        'Gretchen Rubin, The Happiness Project.',
        'Mihaly Csikszentmihalyi, Vivre : la psychologie du bonheur.',
        'Épicure, Lettre à Ménécée.',
        'Thèmes : savourer le moment, conception d’habitudes, discussions difficiles.',
      ],
    ),
  },
};

export const fr: LocaleReportContent = {
  types: { INFJ, INFP, INTJ, INTP, ENFP, ENTP, ENTJ, ISTJ, ISTP, ESTP, ESTJ, ISFJ, ISFP, ESFP, ESFJ, ENFJ },
  dimensions: {
    E: {
      name: 'Extraversion',
      interpretations: [
        'Vous recherchez rarement les contextes sociaux animés et préférez généralement vous ressourcer loin de la foule.',
        'Vous appréciez la compagnie avec modération, mais avez souvent besoin de calme après beaucoup d’interactions.',
        'Vous passez assez facilement de la vie sociale à la solitude, selon la situation.',
        'Vous puisez souvent votre énergie dans les personnes et l’activité, et aimez réfléchir à voix haute.',
        'Vous recherchez fortement les gens, la conversation et l’action, et pouvez vous sentir agité si vous restez longtemps seul.',
      ],
    },
    I: {
      name: 'Introversion',
      interpretations: [
        'Vous avez rarement besoin de solitude pour vous ressourcer et vous sentez le plus vivant entouré des autres.',
        'Vous appréciez un peu de calme, mais la compagnie vous donne généralement plus d’énergie que la solitude.',
        'Vous équilibrez temps seul et temps avec les autres sans forte attirance pour l’un ou l’autre.',
        'Vous vous ressourcez souvent dans la solitude et préférez réfléchir avant de parler.',
        'Vous préférez nettement le calme, la profondeur et la solitude, et les grands groupes peuvent vite vous fatiguer.',
      ],
    },
    S: {
      name: 'Sensation',
      interpretations: [
        'Vous partez rarement des détails concrets et regardez d’abord les schémas et les possibilités.',
        'Vous remarquez les faits quand il le faut, mais votre attention va généralement vers la vue d’ensemble.',
        'Vous utilisez à la fois les détails concrets et les schémas plus larges, selon la tâche.',
        'Vous faites souvent davantage confiance aux faits, à l’expérience et aux détails pratiques qu’aux théories.',
        'Vous préférez nettement ce qui est concret, éprouvé et observable, et remarquez des détails qui échappent aux autres.',
      ],
    },
    N: {
      name: 'Intuition',
      interpretations: [
        'Vous vous concentrez rarement sur les possibilités abstraites et préférez travailler avec ce qui est concret et connu.',
        'Vous envisagez parfois des idées nouvelles, mais vous faites généralement d’abord confiance à l’expérience pratique.',
        'Vous associez l’attention aux faits à un intérêt pour les schémas et les possibilités.',
        'Vous cherchez souvent le sens, les liens et les possibilités futures derrière les faits.',
        'Vous vous concentrez fortement sur les idées, les schémas et ce qui pourrait être, parfois plus que sur ce qui est.',
      ],
    },
    T: {
      name: 'Pensée',
      interpretations: [
        'Vous décidez rarement selon la seule logique impersonnelle et pesez généralement d’abord les personnes et les valeurs.',
        'Vous recourez à l’analyse logique quand il le faut, mais vos valeurs personnelles guident plutôt vos choix.',
        'Vous équilibrez la logique et l’attention aux personnes et aux valeurs lorsque vous prenez des décisions.',
        'Vous décidez souvent selon des critères objectifs, la cohérence et les liens de cause à effet.',
        'Vous préférez nettement une analyse logique et impartiale, et placez l’équité et l’exactitude avant le tact.',
      ],
    },
    F: {
      name: 'Sentiment',
      interpretations: [
        'Vous laissez rarement vos valeurs personnelles vous guider et vous appuyez généralement sur la logique et des critères objectifs.',
        'Vous tenez compte des émotions des autres, mais c’est plutôt l’analyse qui guide vos décisions finales.',
        'Vous pesez à la fois les besoins des personnes et la logique objective lorsque vous prenez des décisions.',
        'Vous décidez souvent en pensant aux valeurs, à l’harmonie et à l’effet sur les personnes.',
        'Vous donnez nettement la priorité aux valeurs, à l’empathie et à l’harmonie lorsque vous faites des choix.',
      ],
    },
    J: {
      name: 'Jugement',
      interpretations: [
        'Vous ressentez rarement le besoin de plans fixes et préférez garder les choses ouvertes et souples.',
        'Vous aimez un peu de structure, mais vous êtes généralement à l’aise pour vous adapter en chemin.',
        'Vous associez planification et souplesse, selon ce qu’exige la situation.',
        'Vous préférez souvent des plans clairs, des calendriers et des décisions prises à temps.',
        'Vous préférez nettement l’ordre, les décisions arrêtées et terminer vos tâches bien avant les échéances.',
      ],
    },
    P: {
      name: 'Perception',
      interpretations: [
        'Vous préférez rarement laisser les choses en suspens et aimez généralement que les décisions soient prises tôt.',
        'Vous appréciez un peu de souplesse, mais vous vous sentez en général mieux avec un plan.',
        'Vous passez de la planification à l’improvisation sans préférence marquée.',
        'Vous gardez souvent vos options ouvertes et vous adaptez à mesure que de nouvelles informations arrivent.',
        'Vous préférez nettement la spontanéité et la souplesse, et les plans fixes peuvent vous sembler contraignants.',
      ],
    },
  },
  levelNames: ['Très faible', 'Faible', 'Modéré', 'Élevé', 'Très élevé'],
  labels: {
    result_analysis: 'Analyse du résultat',
    personal_growth: 'Développement personnel',
    interpersonal_growth: 'Relations interpersonnelles',
    career_growth: 'Évolution professionnelle',
    professional_benchmark: 'Repères professionnels',
    advanced_guide: 'Guide approfondi',
    additional_test: 'Tests complémentaires',
    further_reading: 'Pour aller plus loin',
    report_title: 'Rapport de personnalité',
    overview: 'Vue d’ensemble',
    dimensions_tab: 'Dimensions',
    basic_profile: 'Profil de base',
    population_ratio: 'Part des résultats récents',
    male: 'Homme',
    female: 'Femme',
    sample_size: 'Sur la base de {{count}} résultats des {{days}} derniers jours',
    too_few_results: 'Pas encore assez de résultats pour calculer cette valeur',
    keywords: 'Mots-clés',
    famous_people: 'Personnalités célèbres',
    famous_people_note: 'Souvent décrites comme appartenant à ce type ; il ne s’agit pas d’une évaluation vérifiée',
    dimension_analysis: 'Analyse des dimensions',
    dimension: 'Dimension',
    score: 'Score',
    reference_range: 'Plage de référence',
    level: 'Niveau',
    quick_interpretation: 'Interprétation rapide',
    top_countries: 'Les 10 premiers pays dans les tests récents',
    country: 'Pays',
    ranking_score: 'Dernier score de classement',
    ranking_explained: 'Vos préférences sont plus nettes que dans {{score}} résultats {{type}} récents sur 100',
    type_rank: '{{type}} occupe le rang {{rank}} parmi les types les plus fréquents dans les tests récents',
    prepared_for: 'Préparé pour {{name}}',
    taken_on: 'Test passé le {{date}}',
    order_number: 'Numéro de commande',
    locked: 'Inclus dans le rapport complet',
    disclaimer:
      'Ce rapport repose sur un questionnaire d’auto-évaluation. Il décrit des préférences et des tendances, non des aptitudes, et ne constitue ni un diagnostic ni une évaluation clinique. Vos réponses peuvent évoluer avec le temps : servez-vous des résultats pour réfléchir, et non comme seule base pour des décisions importantes.',
    page: 'Page {{n}} sur {{total}}',
  },
};
